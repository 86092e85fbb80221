import { useNavigate } from 'react-router';
import { companyDeclareCode, entityByName, localize } from '@app/shared';
import { EntityTable } from '../../../crud/EntityTable.tsx';
import { currentLang } from '../../../i18n/index.ts';
import type { ScreenProps } from '../../../menu/registry.ts';
import { CompanyImages } from './CompanyImages.tsx';

/**
 * Companies: the generic list, with a way into each company's authorised declaring codes (the hidden
 * /company/declare-codes page: each code with the day it is valid from; the declarations are checked
 * against the one valid on their date), and the seal and signature in the record dialog.
 */
export default function CompanyList({ route }: ScreenProps) {
  const navigate = useNavigate();
  const def = entityByName('companies')!;
  const codes = companyDeclareCode;
  return (
    <EntityTable
      def={def}
      route={route}
      rowActions={(row) => [
        {
          key: 'declare-codes',
          label: localize(codes.label, currentLang()),
          permission: codes.permissions.list,
          onClick: () => navigate(`${codes.path!}?company_id=${String(row.id)}`),
        },
      ]}
      dialogExtra={({ mode, record }) => (
        <CompanyImages
          companyId={typeof record?.id === 'number' ? record.id : undefined}
          names={{
            seal: typeof record?.seal_image === 'string' ? record.seal_image : null,
            signature: typeof record?.signature_image === 'string' ? record.signature_image : null,
          }}
          editable={mode === 'edit'}
        />
      )}
    />
  );
}

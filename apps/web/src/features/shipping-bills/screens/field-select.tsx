import type { ReactElement } from 'react';
import type { FieldDef } from '@app/shared';
import type { FieldSelectProps } from '../../../crud/services.tsx';
import { DeclarationPicker } from './DeclarationPicker.tsx';

/** The generic list's select for a field that references a declaration (a bill's cd_id); null for any other. */
export function declarationFieldSelect(field: FieldDef, props: FieldSelectProps): ReactElement | null {
  return field.ref?.entity === 'declarations' && !field.ref.field ? <DeclarationPicker {...props} /> : null;
}

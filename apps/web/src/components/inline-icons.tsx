import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import DoubleRightOutlined from '@ant-design/icons-svg/es/asn/DoubleRightOutlined';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';

/**
 * Icons of the sign-in page: antd's own drawings (the path data of @ant-design/icons-svg, which
 * @ant-design/icons renders), drawn here without the icon runtime, so the page loads no antd.
 */
function svgIcon(definition: IconDefinition) {
  const { icon } = definition;
  if (typeof icon === 'function') throw new Error(`${definition.name}: a two-tone icon`);
  const viewBox = String(icon.attrs.viewBox);
  const fillRule = icon.attrs['fill-rule'] === 'evenodd' ? 'evenodd' : undefined;
  const paths = (icon.children ?? []).map((child) => String(child.attrs.d));
  function Icon({ spin = false }: { spin?: boolean }) {
    return (
      <span role="img" aria-hidden="true" className={`inline-icon${spin ? ' inline-icon-spin' : ''}`}>
        <svg
          viewBox={viewBox}
          focusable="false"
          width="1em"
          height="1em"
          fill="currentColor"
          fillRule={fillRule}
        >
          {paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
      </span>
    );
  }
  Icon.displayName = definition.name;
  return Icon;
}

export const UserIcon = svgIcon(UserOutlined);
export const LockIcon = svgIcon(LockOutlined);
export const SettingIcon = svgIcon(SettingOutlined);
export const GlobalIcon = svgIcon(GlobalOutlined);
export const EyeIcon = svgIcon(EyeOutlined);
export const EyeInvisibleIcon = svgIcon(EyeInvisibleOutlined);
export const CheckIcon = svgIcon(CheckOutlined);
export const DoubleRightIcon = svgIcon(DoubleRightOutlined);
export const LoadingIcon = svgIcon(LoadingOutlined);
export const SuccessIcon = svgIcon(CheckCircleFilled);
export const ErrorIcon = svgIcon(CloseCircleFilled);

import type { FormRule } from 'antd';
import { checkNewPasswordPair } from '@app/shared';
import { catalogMessage } from '../../../i18n/index.ts';

/** The confirmation must equal the new password (field `password` of the same form), with the policy's message. */
export const confirmPasswordRule: FormRule = ({ getFieldValue }) => ({
  validator: (_r, value: string | undefined) => {
    const problem = checkNewPasswordPair(getFieldValue('password') as string, value, null).confirmPassword;
    return problem ? Promise.reject(new Error(catalogMessage(problem.key))) : Promise.resolve();
  },
});

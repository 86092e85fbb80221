import type {
  codeSentAnswerSchema,
  DataOf,
  EmailCodeRequest,
  Page,
  PartnerRegisterInput,
  PartnerRegistration,
  partnerRegisterAnswerSchema,
  RetrievePasswordInput,
  serviceCompaniesAnswerSchema,
} from '@app/shared';
import { fetchData, request, requestJson } from '../../api/http.ts';

/** Partner self-registration, password retrieval (public) and the review of registrations (staff). */

const REGISTER = '/api/public/partner-register';
const RETRIEVE = '/api/public/retrieve-password';
export const REVIEW_URL = '/api/partner-registrations';

export type ServiceCompany = DataOf<typeof serviceCompaniesAnswerSchema>[number];
export type CodeSent = DataOf<typeof codeSentAnswerSchema>;
export type Registered = DataOf<typeof partnerRegisterAnswerSchema>;
export type { PartnerRegistration };

const publicCall = { noSessionHandling: true } as const;

export const fetchServiceCompanies = () =>
  fetchData<ServiceCompany[]>(`${REGISTER}/companies`, { ...publicCall, noGroup: true });

export const sendRegisterCode = (data: EmailCodeRequest) =>
  request<CodeSent>(`${REGISTER}/send-code`, { ...publicCall, method: 'POST', data });

export const registerPartner = (data: PartnerRegisterInput) =>
  request<Registered>(REGISTER, { ...publicCall, method: 'POST', data });

export const sendRetrievalCode = (data: EmailCodeRequest) =>
  request<CodeSent>(`${RETRIEVE}/send-code`, { ...publicCall, method: 'POST', data });

export const retrievePassword = (data: RetrievePasswordInput) =>
  request(RETRIEVE, { ...publicCall, method: 'POST', data });

export const listRegistrations = ({ sort: _sort, ...params }: Record<string, unknown>) =>
  requestJson<Page<PartnerRegistration>>(REVIEW_URL, { params });

export const approveRegistration = (id: number) =>
  request<PartnerRegistration>(`${REVIEW_URL}/${id}/approve`, { method: 'POST' });

export const refuseRegistration = (id: number, reason: string) =>
  request<PartnerRegistration>(`${REVIEW_URL}/${id}/refuse`, { method: 'POST', data: { reason } });

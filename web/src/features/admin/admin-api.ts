import { ensureXsrf, request } from '../../lib/http.js';
import type { Plan } from '../../lib/payment-api.js';

const MS = 15_000;

export interface AdminSubscription {
  Id: number;
  UserId: number;
  Email: string;
  Plan: string;
  Status: number;
  End: string | null;
  Active: boolean;
  OrderId: string | null;
  Provider: string | null;
}

export interface RawCallback {
  Id: number;
  Provider: string;
  ReceivedAt: string;
  Verified: boolean;
  Result: string;
  OrderId: string | null;
  Note: string | null;
  Body: string;
}

export interface AdminUser {
  id: number;
  email: string;
  roles: string[];
  plan: string;
}

export interface AdminLogEntry {
  Id: number;
  AdminEmail: string;
  Action: string;
  Target: string;
  At: string;
}

export type PlanForm = Record<
  | 'PlanKey'
  | 'Interval'
  | 'Price'
  | 'Currency'
  | 'Active'
  | 'NameEn'
  | 'NameRu'
  | 'NameUa'
  | 'DescriptionEn'
  | 'DescriptionRu'
  | 'DescriptionUa',
  string
>;

const post = async <T>(path: string, form: Record<string, string>) => {
  await ensureXsrf();
  return request<T>('POST', path, { form, timeoutMs: MS });
};

/** The admin area's calls (spec §7 Payment admin routes, form-encoded, 15 s; roles through /api/Admin). */
export const adminApi = {
  subscriptions: (email: string) =>
    request<{ data: AdminSubscription[] }>('GET', `/Payment/GetSubscriptions?Email=${encodeURIComponent(email)}`, {
      timeoutMs: MS,
    }),
  grant: (form: { Email: string; PlanKey: string; Days: string; lang: string }) =>
    post('/Payment/GrantSubscription', form),
  extend: (id: number, days: string, lang: string) =>
    post('/Payment/ExtendSubscription', { Id: String(id), Days: days, lang }),
  cancel: (id: number, lang: string) => post('/Payment/CancelSubscription', { Id: String(id), lang }),
  callbacks: (filter: Record<string, string>) =>
    request<{ data: RawCallback[] }>('GET', `/Payment/getRawCBCK?${new URLSearchParams(filter)}`, { timeoutMs: MS }),
  replay: (id: number, lang: string) =>
    post<{ data: { Result: string } }>('/Payment/ReplayRawCBCK', { Id: String(id), lang }),
  plans: (lang: string) =>
    request<{ data: Plan[] }>('GET', `/Payment/GetAllSubscriptionPlans?lang=${lang}`, { timeoutMs: MS }),
  addPlan: (form: PlanForm, lang: string) => post('/Payment/AddSubscriptionPlan', { ...form, lang }),
  updatePlan: (id: number, form: PlanForm, lang: string) =>
    post('/Payment/UpdateSubscriptionPlan', { ...form, Id: String(id), lang }),
  async deletePlan(id: number) {
    await ensureXsrf();
    return request<{ data: { deleted: boolean } }>('DELETE', `/Payment/DeleteSubscriptionPlan/${id}`, {
      timeoutMs: MS,
    });
  },
  log: () => request<{ data: AdminLogEntry[] }>('GET', '/Payment/GetAdminLog', { timeoutMs: MS }),
  users: () => request<{ data: AdminUser[] }>('GET', '/api/Admin/Users', { timeoutMs: MS }),
  async setRoles(id: number, roles: string[]) {
    await ensureXsrf();
    return request('PUT', `/api/Admin/Users/${id}/Roles`, { json: { roles }, timeoutMs: MS });
  },
};

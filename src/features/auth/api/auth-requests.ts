import type { LoginRequest, ResetPasswordRequest } from '#contract/auth.ts';
import { callEndpointLazily, preloadHttp } from '#src/lib/http-lazy.ts';

// Sign-in runs on the public pages: the endpoints (and zod with them) load on first use.
const endpoints = () => import('#contract/auth.ts').then((module) => module.authEndpoints);

/** The auth calls of SPEC §7, each returning the payload inside `data`. */
export const authRequests = {
  login: (body: LoginRequest) => callEndpointLazily(async () => (await endpoints()).login, { body }).then((r) => r.data),
  logout: () => callEndpointLazily(async () => (await endpoints()).logout).then((r) => r.data),
  forgotPassword: (email: string) =>
    callEndpointLazily(async () => (await endpoints()).forgotPassword, { body: { email } }).then((r) => r.data),
  checkResetToken: (token: string) =>
    callEndpointLazily(async () => (await endpoints()).checkResetToken, { body: { token } }).then((r) => r.data),
  resetPassword: (body: ResetPasswordRequest) =>
    callEndpointLazily(async () => (await endpoints()).resetPassword, { body }).then((r) => r.data),
};

/** The contract's auth schemas, for forms that validate with them. */
export const loadAuthSchemas = () => import('#contract/auth.ts');

export function preloadAuthRequests(): void {
  void preloadHttp();
  void endpoints();
}

/** Auth requests and answers (SPEC §7 Auth, §4 Session, §5 Password). */
import { z } from 'zod';
import { LIMITS } from './limits';
import { EMAIL_PATTERN } from './validation';

/** POST /api/auth/login body. */
export const LoginRequest = z.object({
  email: z.email({ pattern: EMAIL_PATTERN }).max(320),
  password: z.string().min(1).max(1024),
});
/** POST /api/auth/login body. */
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Answer of login and refresh: a short-lived JWT; `expires_in` in seconds. The refresh token travels only in an httpOnly cookie. */
export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
/** Answer of login and refresh. */
export type TokenResponse = z.infer<typeof TokenResponse>;

/** Claims of the access token: `sub` user id, `cid` the user's home client id, `exp`/`iat` in seconds since epoch. */
export const AccessClaims = z.object({ sub: z.string(), cid: z.string(), exp: z.number(), iat: z.number() });
/** Claims of the access token. */
export type AccessClaims = z.infer<typeof AccessClaims>;

/** Name of the httpOnly refresh-token cookie (path /api/auth). */
export const REFRESH_COOKIE = 'refresh_token';

/** Texts of the registration, password and sign-in flows (SPEC §5, §8; wording of the unnamed ones is ours). */
export const AUTH_TEXTS = {
  passwordRule: `The password must be at least ${LIMITS.passwordMinLength} characters and contain a letter, a number and a symbol.`,
  passwordMismatch: 'Password does not match',
  required: 'This value is required',
  termsRequired: 'You must accept the terms to continue.',
  invitationInvalid: 'This invitation link is invalid or has expired.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  resetEmailSent: 'If an account exists for this address, we have sent a link to reset the password.',
  passwordReset: 'Your password has been reset.',
  currentPasswordWrong: 'The current password is incorrect.',
  selfRegisterUnsupported: 'Self registering is not supported at the moment.',
  emailInUse: 'Email is already in use.',
  oauthUnknownEmail: 'No account exists for this e-mail address.',
  oauthFailed: 'Sign-in with the provider failed. Please try again.',
  oauthEmailNotVerified: 'Email not verified. Verify email and try again.',
} as const;

/** A new password with its repeat (`password_confirmation`); the server checks `isPasswordValid` (validation.ts) and the match. */
const NewPassword = { password: z.string().max(1024), password_confirmation: z.string().max(1024) };

/**
 * POST /api/auth/register: completes an invitation. `hash` is the token from the invitation link
 * (`/auth/register?hash=<token>`); `terms` must be true. Answers the session like login (TokenResponse + refresh cookie).
 */
export const RegisterRequest = z.object({
  hash: z.string().min(1).max(200),
  name: z.string().trim().min(1).max(100),
  surname: z.string().trim().min(1).max(100),
  ...NewPassword,
  terms: z.boolean(),
});
/** POST /api/auth/register body. */
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** POST /api/auth/register/self (only with SELF_REGISTRATION=true): a new client is created with the user as its Master. */
export const SelfRegisterRequest = z.object({
  email: z.string().max(320),
  name: z.string().trim().min(1).max(100),
  surname: z.string().trim().min(1).max(100),
  company: z.string().trim().max(200).optional(),
  ...NewPassword,
  terms: z.boolean(),
});
/** POST /api/auth/register/self body. */
export type SelfRegisterRequest = z.infer<typeof SelfRegisterRequest>;

/** GET /api/auth/register/get-email/{hash} answer: the invited address, to fill in the form. 404 when invalid, used or expired. */
export const InvitationEmailResponse = z.object({ data: z.object({ email: z.string() }) });
/** GET /api/auth/register/self/email/exists?email= answer. */
export const EmailExistsResponse = z.object({ data: z.object({ exists: z.boolean() }) });

/** GET /api/auth/config: what the deployment allows before sign-in (`self_registration` mirrors SELF_REGISTRATION). */
export const AuthConfigResponse = z.object({ data: z.object({ self_registration: z.boolean() }) });
/** GET /api/auth/config answer. */
export type AuthConfigResponse = z.infer<typeof AuthConfigResponse>;

/** POST /api/auth/password/email body; the answer is the same whether or not the address exists. */
export const PasswordEmailRequest = z.object({ email: z.string().max(320), is_customer_portal: z.boolean().optional() });
/** POST /api/auth/password/email body. */
export type PasswordEmailRequest = z.infer<typeof PasswordEmailRequest>;
/** POST /api/auth/password/reset body: `token` from the link `/auth/reset_password/<token>`. */
export const PasswordResetRequest = z.object({ token: z.string().min(1).max(200), ...NewPassword });
/** POST /api/auth/password/reset body. */
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;
/** GET /api/auth/password/check-reset-token/{token} answer (404 when invalid, used or expired). */
export const ResetTokenResponse = z.object({ data: z.object({ email: z.string() }) });
/** A plain confirmation with a user-facing `message`. */
export const MessageResponse = z.object({ ok: z.literal(true), message: z.string() });

/** Sign-in providers of OpenID Connect (GET /api/auth/oauth/redirect/{provider}). */
export const OAUTH_PROVIDERS = ['google', 'microsoft'] as const;
/** One provider id. */
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
/**
 * GET /api/auth/providers: the configured providers; the web shows only these buttons. The button links to
 * `/api/auth/oauth/redirect/{id}?redirect_url=<path>`; after the provider the browser lands on the SPA page `/login?redirect_url=…`
 * with the refresh cookie set (then call GET /api/auth/refresh_token), or on `/login?error=<text>`.
 */
export const ProvidersResponse = z.object({ data: z.array(z.object({ id: z.enum(OAUTH_PROVIDERS), name: z.string() })) });

/** Path of the invitation link in the e-mail (web route; token in `hash`). */
export const INVITE_LINK_PATH = '/auth/register';
/** Path of the reset link in the e-mail (web route; token appended as the last segment). */
export const RESET_LINK_PATH = '/auth/reset_password';

/** Lifetimes of the link tokens, in seconds (ours: invitation 7 days, password reset 1 hour). */
export const TOKEN_TTLS = { invitationSeconds: 7 * 24 * 3600, resetSeconds: 3600 } as const;

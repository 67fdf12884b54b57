import { apiRequest } from './client';
import type { AuthProviders, ForgotPasswordResponse, OkResponse, ResetTokenInfo, SetupStatus, User, UserResponse } from './types';

export interface Credentials {
  email: string;
  password: string;
}

export interface NewAccount extends Credentials {
  name: string;
}

export async function fetchSession(): Promise<User> {
  return (await apiRequest<UserResponse>('GET', '/api/auth/session')).user;
}

export function fetchProviders(): Promise<AuthProviders> {
  return apiRequest<AuthProviders>('GET', '/api/auth/providers');
}

export async function login(credentials: Credentials): Promise<User> {
  return (await apiRequest<UserResponse>('POST', '/api/auth/login', credentials)).user;
}

export async function register(account: NewAccount): Promise<User> {
  return (await apiRequest<UserResponse>('POST', '/api/auth/register', account)).user;
}

export function logoutRequest(): Promise<OkResponse> {
  return apiRequest<OkResponse>('POST', '/api/auth/logout', undefined, { ignoreSessionInvalidation: true });
}

export function requestPasswordReset(email: string): Promise<ForgotPasswordResponse> {
  return apiRequest<ForgotPasswordResponse>('POST', '/api/auth/forgot-password', { email });
}

export function verifyResetToken(token: string): Promise<ResetTokenInfo> {
  return apiRequest<ResetTokenInfo>('GET', `/api/auth/reset-password/verify?token=${encodeURIComponent(token)}`);
}

export function resetPassword(token: string, password: string): Promise<OkResponse> {
  return apiRequest<OkResponse>('POST', '/api/auth/reset-password', { token, password });
}

export function changePassword(currentPassword: string, newPassword: string): Promise<OkResponse> {
  return apiRequest<OkResponse>('POST', '/api/auth/change-password', { currentPassword, newPassword });
}

export function fetchSetupStatus(): Promise<SetupStatus> {
  return apiRequest<SetupStatus>('GET', '/api/setup');
}

export async function runSetup(admin: NewAccount): Promise<User> {
  return (await apiRequest<UserResponse>('POST', '/api/setup', admin)).user;
}

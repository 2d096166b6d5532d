import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LoginResponse } from '../../../schemas/api/auth.ts';
import { authStore } from './auth-store.ts';
import { completeLogin } from './complete-login.ts';

/**
 * What the auth forms call with a login's answer (legacy login, OTP verify, registration): the
 * steps of spec §4 "Login" with this page's query cache and router. For the dialogs' chunk only.
 */
export function useCompleteLogin(): (answer: LoginResponse) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (answer: LoginResponse) => completeLogin(answer, { queryClient, store: authStore, navigate }),
    [queryClient, navigate],
  );
}

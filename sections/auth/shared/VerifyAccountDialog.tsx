import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { Customer } from '../../../schemas/api/account.ts';

/** What the Verify Account popup needs from the profile that opens it. */
export interface VerifyAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The phone being verified, as the profile shows it (digits). */
  phone: string;
  /** The channel country's `mobile_code`, shown before the phone. */
  countryCode: string;
  /** Seconds before the code may be sent again. @default 30 */
  resendSeconds?: number;
  /** The customer once the phone is verified (`phone_verified_at` set). */
  onVerified?: (customer: Customer) => void;
}

const loadContent = () => import('./VerifyAccountContent.tsx');

const Content = lazy(async (): Promise<{ default: ComponentType<VerifyAccountDialogProps> }> => {
  try {
    return await loadContent();
  } catch (error) {
    console.error('[auth] the Verify Account popup could not be loaded', error);
    return { default: () => null };
  }
});

/** Starts loading the popup's code, e.g. when the shopper points at 'Verify'. */
export function preloadVerifyAccount(): void {
  loadContent().catch(() => {}); // reported when the popup opens
}

/**
 * The Verify Account popup (spec §2 "Auth popups"): sends a code to the customer's phone
 * (`POST /api/account/otp/generate`) and takes it back as 4 digits (`.../otp/verify`), with
 * one resend (spec §9). Its code loads when it first opens.
 */
export function VerifyAccountDialog(props: VerifyAccountDialogProps) {
  const [mounted, setMounted] = useState(props.open);
  if (props.open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Content {...props} />
    </Suspense>
  );
}

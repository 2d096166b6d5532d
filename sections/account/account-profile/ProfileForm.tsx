import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import { accountQueryKey } from '../../../runtime/commerce/account/account-query.ts';
import { authStore } from '../../../runtime/commerce/auth/auth-store.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import { type Customer, updateProfileRequestSchemaFor } from '../../../schemas/api/account.ts';
import * as account from '../../../schemas/api/endpoints/account.ts';
import { Button, styled } from '../../../themes/index.ts';
import { AuthForm, EmailField, FormSubmit, NameFields } from '../../auth/shared/form-parts.tsx';
import { PhoneFieldController } from '../../auth/shared/PhoneFieldController.tsx';
import {
  preloadVerifyAccount,
  VerifyAccountDialog,
} from '../../auth/shared/VerifyAccountDialog.tsx';
import { VerifiedBadge } from '../shared/panel-parts.tsx';

type Schema = ReturnType<typeof updateProfileRequestSchemaFor>;
type Values = z.input<Schema>;

const Form = styled(AuthForm, {
  maxWidth: '640px',
  '& button[type="submit"]': { '@sm': { width: 'auto', minWidth: '200px', justifySelf: 'start' } },
});

const PhoneStatus = styled('div', {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '$2 $3',
  marginTop: '-$2',
  color: '$muted',
  fontSize: '$sm',
});

const valuesOf = (customer: Customer): Values => ({
  first_name: customer.first_name,
  last_name: customer.last_name,
  email: customer.email,
  phone: customer.phone ?? '',
});

/**
 * The profile form (spec §2 'Edit your profile'): names, e-mail and phone, saved with
 * `PUT /api/account/update-profile`; the server's 422s land on their fields. The phone shows
 * 'Verified' while it is the verified number on file, else 'Verify' (spec §4 "Phone field":
 * editing away from the verified number clears it); Verify saves a changed number first, then
 * opens the Verify Account popup. A save or a verification updates the remembered customer.
 */
export default function ProfileForm({ customer }: { customer: Customer }) {
  const api = useApi();
  const id = useId();
  const queryClient = useQueryClient();
  const { storefront } = useStorefront();
  const { mobile_code, mobile_number_length } = storefront.channel.country;
  const schema = useMemo(
    () => updateProfileRequestSchemaFor(mobile_number_length),
    [mobile_number_length],
  );
  const [verifying, setVerifying] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(customer),
  });

  const adopt = (saved: Customer) => {
    queryClient.setQueryData(accountQueryKey, saved);
    authStore.getState().setUser(saved);
  };

  /** Saves; resolves the customer as saved, or `null` when the API refused. */
  const save = async (body: z.output<Schema>): Promise<Customer | null> => {
    try {
      const { data } = await api.call(account.updateProfile, { body });
      adopt(data);
      reset(valuesOf(data));
      return data;
    } catch (error) {
      applyFieldErrors(error, {
        setError,
        fields: ['first_name', 'last_name', 'email', 'phone'],
      });
      return null;
    }
  };

  const phone = watch('phone');
  const verified = customer.phone_verified_at !== null && phone === customer.phone;

  const verify = handleSubmit(async (values) => {
    if (values.phone !== customer.phone && (await save(values)) === null) return;
    setVerifying(true);
  });

  // the popup stays outside the form: React would bubble its code form's submit into this one
  return (
    <>
      <Form
        noValidate
        aria-label="Edit your profile"
        onSubmit={handleSubmit(async (values) => void (await save(values)))}
      >
        <NameFields id={id} register={register} errors={errors} />
        <EmailField id={`${id}-email`} error={errors.email?.message} {...register('email')} />
        <PhoneFieldController
          control={control}
          name="phone"
          id={`${id}-phone`}
          label="Mobile number"
          countryCode={mobile_code}
          maxLength={mobile_number_length}
        />
        <PhoneStatus aria-live="polite">
          {verified ? (
            <VerifiedBadge />
          ) : (
            <>
              <span>
                {phone && phone !== customer.phone
                  ? 'A new number is verified after it is saved.'
                  : 'This number is not verified yet.'}
              </span>
              <Button
                variant="secondary"
                size="sm"
                aria-haspopup="dialog"
                disabled={isSubmitting}
                onPointerEnter={preloadVerifyAccount}
                onFocus={preloadVerifyAccount}
                onClick={() => void verify()}
              >
                Verify
              </Button>
            </>
          )}
        </PhoneStatus>
        <FormSubmit
          serverError={errors.root?.server?.message}
          submitting={isSubmitting}
          loadingLabel="Saving your profile"
        >
          Save changes
        </FormSubmit>
      </Form>
      <VerifyAccountDialog
        open={verifying}
        onOpenChange={setVerifying}
        phone={phone}
        countryCode={mobile_code}
        onVerified={adopt}
      />
    </>
  );
}

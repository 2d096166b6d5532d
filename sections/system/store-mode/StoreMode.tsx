import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import { emailField } from '../../../schemas/api/customer-fields.ts';
import * as storefront from '../../../schemas/api/endpoints/storefront.ts';
import { Button, Container, styled } from '../../../themes/index.ts';
import { FieldError, StackedForm, TextField } from '../../../themes/ui/StackedForm.tsx';
import type { storeModeSchema } from './schema.ts';

const formSchema = z.object({ email: emailField });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

const DEFAULT_TEXT = {
  'Coming Soon': {
    heading: 'Coming Soon',
    message: 'We are putting the finishing touches to our store. It opens very soon.',
  },
  'Under Maintenance': {
    heading: 'Under Maintenance',
    message: 'We are improving the store and will be back shortly. Thank you for your patience.',
  },
} as const;

const Panel = styled('section', {
  display: 'grid',
  gap: '$4',
  minHeight: '60vh',
  alignContent: 'center',
  paddingBlock: '$8',
  textAlign: 'center',
  '& h1': { margin: 0, fontSize: 'clamp(2rem, 5vw, 3rem)' },
  '& p': { margin: 0 },
});

const Confirmation = styled('p', { fontWeight: 600 });

/**
 * The /coming-soon and /under-maintenance pages (spec §2, §4): what is going on, and an e-mail
 * form (`POST /api/storefront/subscribe-to-mode`) with the spec §5 messages shown in place.
 */
export default function StoreMode({
  mode,
  heading,
  message,
  show_subscribe,
  subscribe_text,
  button_label,
}: SectionProps<typeof storeModeSchema>) {
  const api = useApi();
  const id = useId();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: FormValues) => {
    try {
      const answer = await api.call(storefront.subscribeToMode, { body: { email } });
      setConfirmation(answer.message || 'Thank you! We will e-mail you as soon as we are open.');
    } catch (error) {
      // 422 carries the field message; other failures were already shown as an error toast.
      applyFieldErrors(error, { setError, fields: ['email'] });
    }
  };

  const texts = DEFAULT_TEXT[mode];
  return (
    <Container width="narrow">
      <Panel aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{heading ?? texts.heading}</h1>
        <p>{message ?? texts.message}</p>
        {show_subscribe &&
          (confirmation ? (
            <Confirmation role="status">{confirmation}</Confirmation>
          ) : (
            <StackedForm
              noValidate
              onSubmit={handleSubmit(onSubmit)}
              aria-labelledby={`${id}-form`}
            >
              <p id={`${id}-form`}>{subscribe_text}</p>
              <TextField
                id={`${id}-email`}
                label="E-mail address"
                type="email"
                autoComplete="email"
                error={errors.email?.message}
                {...register('email')}
              />
              {errors.root?.server?.message && (
                <FieldError role="alert">{errors.root.server.message}</FieldError>
              )}
              <Button type="submit" loading={isSubmitting} loadingLabel="Sending">
                {button_label}
              </Button>
            </StackedForm>
          ))}
      </Panel>
    </Container>
  );
}

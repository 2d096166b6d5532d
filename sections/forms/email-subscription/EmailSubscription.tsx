import { useCallback, useId, useMemo } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import * as plugins from '../../../schemas/api/endpoints/plugins.ts';
import { Container, styled } from '../../../themes/index.ts';
import { DefinedForm } from '../shared/DefinedForm.tsx';
import type { FieldDefinition, FormValues } from '../shared/form-fields.ts';
import type { emailSubscriptionSchema } from './schema.ts';

const Box = styled('section', {
  display: 'grid',
  gap: '$4',
  marginTop: '$7',
  padding: '$5 $4',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  border: '1px solid $border',
  '@md': {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)',
    alignItems: 'center',
    gap: '$6',
    padding: '$6',
  },
  '& h2': { margin: 0, fontSize: '1.25rem' },
  '& p': { margin: 0 },
});

const Text = styled('div', {
  display: 'grid',
  gap: '$2',
  '& p': { color: '$muted' },
});

/** What the shopper is told when the subscription could not be sent for a reason other than the address. */
export const SUBSCRIBE_FAILED_MESSAGE =
  'We could not subscribe you just now. Please check your connection and try again.';

/**
 * The e-mail subscription box (spec §2 "e-mail subscription", `plugins.emailSubscribe`): one
 * e-mail field and a button; the answer shows in place, and subscribing an address twice is a
 * success that says so. Only while the store has the emailSubscription plugin installed.
 */
export default function EmailSubscription({
  heading,
  text,
  placeholder,
  button_label,
}: SectionProps<typeof emailSubscriptionSchema>) {
  const api = useApi();
  const { pluginConfigs } = useStorefront();
  const id = useId();
  const fields = useMemo<readonly FieldDefinition[]>(
    () => [
      {
        name: 'email',
        label: 'Email address',
        type: 'email',
        required: true,
        placeholder,
        options: [],
      },
    ],
    [placeholder],
  );
  const send = useCallback(
    async (values: FormValues) => {
      const email = typeof values.email === 'string' ? values.email : '';
      // the second subscription of an address is a success too: its message says so
      const { data } = await api.call(plugins.emailSubscribe, { body: { email }, silent: true });
      return data.message;
    },
    [api],
  );
  if (!pluginConfigs.emailSubscription) return null;
  return (
    <Container width="wide">
      <Box aria-labelledby={`${id}-heading`}>
        <Text>
          <h2 id={`${id}-heading`}>{heading}</h2>
          {text && <p>{text}</p>}
        </Text>
        <DefinedForm
          fields={fields}
          submitLabel={button_label}
          sendingLabel="Subscribing"
          failureMessage={SUBSCRIBE_FAILED_MESSAGE}
          send={send}
          labelledBy={`${id}-heading`}
          layout="inline"
        />
      </Box>
    </Container>
  );
}

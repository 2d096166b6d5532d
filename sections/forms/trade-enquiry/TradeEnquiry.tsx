import { useCallback, useId } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import * as plugins from '../../../schemas/api/endpoints/plugins.ts';
import { Container, styled } from '../../../themes/index.ts';
import { DefinedForm } from '../shared/DefinedForm.tsx';
import type { FormValues } from '../shared/form-fields.ts';
import type { tradeEnquirySchema } from './schema.ts';
import { tradeEnquiryBody, tradeEnquiryFields } from './trade-enquiry-fields.ts';

const Section = styled('section', {
  display: 'grid',
  gap: '$4',
  paddingBlock: '$6',
  '& h1, & h2': { margin: 0 },
  '& h2': { fontSize: '1.5rem' },
  '& > p': { margin: 0, color: '$muted', maxWidth: '60ch' },
});

/** What the shopper is told when the enquiry could not be sent for a reason other than a field. */
export const TRADE_ENQUIRY_FAILED_MESSAGE =
  'Your enquiry could not be sent. Please check your connection and try again.';

/**
 * A trade (bulk) enquiry (spec §2 "trade enquiry", `plugins.tradeEnquiry`): name, company,
 * e-mail, phone, units and details, with the team's answer shown in place. Only while the store
 * has the TradeEnquiry plugin installed.
 */
export default function TradeEnquiry({
  heading,
  heading_level,
  intro,
  submit_label,
}: SectionProps<typeof tradeEnquirySchema>) {
  const api = useApi();
  const { pluginConfigs } = useStorefront();
  const id = useId();
  const send = useCallback(
    async (values: FormValues) => {
      const { data } = await api.call(plugins.tradeEnquiry, {
        body: tradeEnquiryBody(values),
        silent: true,
      });
      return data.message;
    },
    [api],
  );
  if (!pluginConfigs.TradeEnquiry) return null;
  const Heading = heading_level;
  return (
    <Container width="normal">
      <Section aria-labelledby={`${id}-heading`}>
        <Heading id={`${id}-heading`}>{heading}</Heading>
        {intro && <p>{intro}</p>}
        <DefinedForm
          fields={tradeEnquiryFields}
          submitLabel={submit_label}
          sendingLabel="Sending your enquiry"
          failureMessage={TRADE_ENQUIRY_FAILED_MESSAGE}
          send={send}
          labelledBy={`${id}-heading`}
        />
      </Section>
    </Container>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import * as content from '../../../schemas/api/endpoints/content.ts';
import { Container, styled } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import { DefinedForm } from '../shared/DefinedForm.tsx';
import type { FormValues } from '../shared/form-fields.ts';
import { ContactDetailsCard } from './ContactDetailsCard.tsx';
import { contactDetailsOf } from './contact-details.ts';
import { formQuery } from './form-query.ts';
import type { formSectionSchema } from './schema.ts';

const Layout = styled('div', {
  display: 'grid',
  gap: '$6',
  paddingBlock: '$6',
  variants: {
    withDetails: {
      true: { '@md': { gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)', gap: '$7' } },
      false: { maxWidth: '$normal' },
    },
  },
});

const Main = styled('div', {
  display: 'grid',
  alignContent: 'start',
  gap: '$4',
  minWidth: 0,
  '& h1, & h2': { margin: 0 },
  '& h2': { fontSize: '1.5rem' },
});

const Intro = styled('p', { margin: 0, color: '$muted', maxWidth: '60ch' });

const Unavailable = styled('p', {
  margin: 0,
  padding: '$4',
  borderRadius: '$sm',
  backgroundColor: '$surface',
  color: '$muted',
});

const Placeholder = styled('div', { display: 'grid', gap: '$3' });

/** What the shopper is told when sending failed for a reason other than the fields. */
export const FORM_FAILED_MESSAGE =
  'Your message could not be sent. Please check your connection and try again.';
/** What shows in place of a form that cannot be read (missing, or the API is down). */
export const FORM_UNAVAILABLE_MESSAGE = 'This form is not available right now.';

/**
 * A form the store defines (spec §2 "contact, get in touch"; `content.form`): its fields, labels,
 * required marks and checks come from the definition, prefetched on the server so the form is in
 * the page's HTML. Sent with `content.submitForm`; the answer's message shows in place. The
 * store's address, phone and e-mail can stand beside it.
 */
export default function FormSection({
  form_id,
  heading,
  heading_level,
  intro,
  show_details,
  details,
  details_heading,
  details_note,
}: SectionProps<typeof formSectionSchema>) {
  const api = useApi();
  const { settings } = useStorefront();
  const id = useId();
  const query = useQuery(formQuery(api, form_id));
  const form = query.data;

  const send = useCallback(
    async (values: FormValues) => {
      // silent: the message shows in place, not as a toast as well
      const { data } = await api.call(content.submitForm, {
        params: { id: form_id },
        body: values,
        silent: true,
      });
      return data.message;
    },
    [api, form_id],
  );

  const Heading = heading_level;
  // the form is named by its heading, so there always is one
  const title = heading.trim() || form?.title.trim() || 'Send us a message';
  const text = intro.trim() || form?.description || '';
  const contact = show_details ? contactDetailsOf(settings, details) : null;
  const hasContact =
    contact !== null &&
    (contact.addressLines.length > 0 || contact.phone !== null || contact.email !== null);

  return (
    <Container width="wide">
      <Layout withDetails={hasContact}>
        <Main>
          <Heading id={`${id}-heading`}>{title}</Heading>
          {text && <Intro>{text}</Intro>}
          {form ? (
            <DefinedForm
              fields={form.fields}
              submitLabel={form.submit_label}
              sendingLabel="Sending"
              failureMessage={FORM_FAILED_MESSAGE}
              send={send}
              labelledBy={`${id}-heading`}
            />
          ) : query.isPending ? (
            <Placeholder aria-busy="true" aria-label="Loading the form">
              <Skeleton height={44} />
              <Skeleton height={44} />
              <Skeleton height={140} />
            </Placeholder>
          ) : (
            <Unavailable>{FORM_UNAVAILABLE_MESSAGE}</Unavailable>
          )}
        </Main>
        {hasContact && contact && (
          <ContactDetailsCard
            id={`${id}-details`}
            details={contact}
            heading={details_heading}
            headingLevel={heading_level === 'h1' ? 'h2' : 'h3'}
            note={details_note}
          />
        )}
      </Layout>
    </Container>
  );
}

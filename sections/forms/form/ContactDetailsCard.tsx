import { styled } from '../../../themes/index.ts';
import { ContactIcon } from '../../../themes/ui/ContactIcon.tsx';
import { type ContactDetails, telHref } from './contact-details.ts';

const Card = styled('section', {
  alignSelf: 'start',
  display: 'grid',
  gap: '$3',
  padding: '$5',
  borderRadius: '$md',
  backgroundColor: '$surface',
  border: '1px solid $border',
  '& h2, & h3': { margin: 0, fontSize: '1.125rem' },
  '& address': { fontStyle: 'normal', display: 'grid', gap: '$3' },
  '& a': { color: 'inherit', textUnderlineOffset: '3px' },
  '& a:hover': { color: '$primary' },
  '& p': { margin: 0, color: '$muted' },
});

const Line = styled('span', {
  display: 'grid',
  gridTemplateColumns: '20px minmax(0, 1fr)',
  alignItems: 'start',
  gap: '$2',
  overflowWrap: 'anywhere',
  '& svg': { marginTop: '2px', color: '$primary' },
});

export interface ContactDetailsCardProps {
  details: ContactDetails;
  heading: string;
  /** One level below the form's heading. */
  headingLevel: 'h2' | 'h3';
  /** A line under the details (opening hours). */
  note: string;
  id: string;
}

/** The store's address, phone and e-mail beside a form, each phone and e-mail a link. */
export function ContactDetailsCard({
  details,
  heading,
  headingLevel,
  note,
  id,
}: ContactDetailsCardProps) {
  const Heading = headingLevel;
  const { addressLines, phone, email } = details;
  return (
    <Card aria-labelledby={id}>
      <Heading id={id}>{heading}</Heading>
      <address>
        {addressLines.length > 0 && (
          <Line>
            <ContactIcon name="pin" size={18} />
            <span>
              {addressLines.map((line, index) => (
                <span key={line}>
                  {index > 0 && <br />}
                  {line}
                </span>
              ))}
            </span>
          </Line>
        )}
        {phone && (
          <Line>
            <ContactIcon name="phone" size={18} />
            <a href={telHref(phone)}>{phone}</a>
          </Line>
        )}
        {email && (
          <Line>
            <ContactIcon name="mail" size={18} />
            <a href={`mailto:${email}`}>{email}</a>
          </Line>
        )}
      </address>
      {note && <p>{note}</p>}
    </Card>
  );
}

import { LinkButton } from '../shared/form-parts.tsx';

export interface CodeSentNoteProps {
  countryCode: string;
  phone: string;
  /** 'Change Phone': back to the phone step (spec §4). */
  onChangePhone: () => void;
}

/** Where the code went, and the way back to change the phone. */
export function CodeSentNote({ countryCode, phone, onChangePhone }: CodeSentNoteProps) {
  return (
    <>
      We sent a 4-digit code to{' '}
      <strong>
        {countryCode} {phone}
      </strong>
      .{' '}
      <LinkButton type="button" onClick={onChangePhone}>
        Change Phone
      </LinkButton>
    </>
  );
}

import { type FormEvent, useId, useState } from 'react';
import { WRONG_TOKEN_MESSAGE } from '../admin-api.ts';

/**
 * Asks for the admin token once (kept for this tab). Shown again when the storefront refuses the
 * token; nothing edited is lost meanwhile.
 */
export function TokenForm({
  token,
  rejected,
  onToken,
}: {
  token: string;
  rejected: boolean;
  onToken: (token: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const id = useId();
  const asking = !token || rejected || open;

  if (!asking) {
    return (
      <p className="token-set">
        Admin token set.{' '}
        <button type="button" className="button--link" onClick={() => setOpen(true)}>
          Change token
        </button>
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    onToken(text.trim());
    setText('');
    setOpen(false);
  };

  return (
    <form className="token-form" onSubmit={submit}>
      <label htmlFor={`${id}-token`}>Admin token</label>
      {rejected && (
        <p className="field-error" role="alert">
          {WRONG_TOKEN_MESSAGE}
        </p>
      )}
      <p id={`${id}-help`} className="help">
        Printed by the storefront when it starts (or the ADMIN_TOKEN it was given). Kept only in
        this browser tab.
      </p>
      <div className="button-row">
        <input
          id={`${id}-token`}
          type="password"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-help`}
        />
        <button type="submit">Use token</button>
      </div>
    </form>
  );
}

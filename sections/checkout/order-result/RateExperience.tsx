import { type FormEvent, useId, useState } from 'react';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { refusalMessage } from '../../../runtime/api/form-errors.ts';
import * as checkout from '../../../schemas/api/endpoints/checkout.ts';
import { Button, styled, VisuallyHidden } from '../../../themes/index.ts';
import { Note, Panel, Problem } from '../shared/checkout-parts.tsx';

const STARS = [1, 2, 3, 4, 5] as const;

/** What each rating means, read with the star. */
export const RATING_WORDS: Record<(typeof STARS)[number], string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

const Stars = styled('fieldset', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$1',
  margin: 0,
  padding: 0,
  border: 0,
  '& legend': { marginBottom: '$2', fontWeight: 600 },
});

const Star = styled('label', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: '$sm',
  fontSize: '1.9rem',
  lineHeight: 1,
  color: '$muted',
  cursor: 'pointer',
  '& input': { position: 'absolute', opacity: 0, width: 1, height: 1 },
  '&:has(input:focus-visible)': { boxShadow: '$focusRing' },
  variants: { lit: { true: { color: '#c98a00' } } },
});

const Chosen = styled('span', { marginInlineStart: '$2', color: '$muted' });

const Comment = styled('textarea', {
  width: '100%',
  minHeight: '88px',
  padding: '$2 $3',
  border: '1px solid $border',
  borderRadius: '$sm',
  font: 'inherit',
  color: 'inherit',
  backgroundColor: '$background',
  resize: 'vertical',
  '&:focus-visible': { outline: 'none', boxShadow: '$focusRing', borderColor: '$primary' },
});

const Field = styled('div', {
  display: 'grid',
  gap: '$1',
  '& label': { fontWeight: 600, fontSize: '0.95rem' },
});

const Row = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3' });

export interface RateExperienceProps {
  /** The order rated. */
  orderNo: string;
  /** The order token; `null` for the logged-in owner. */
  token: string | null;
  /** The rating already given (1–5), if any. */
  rating: number | null;
}

/**
 * The rate-experience widget of the complete page (spec §2 "Checkout: ... rating", §7
 * `checkout.rateExperience`): 1 to 5 stars and an optional comment, then thanks. Rating again
 * replaces the earlier rating (one per order).
 */
export function RateExperience({ orderNo, token, rating: given }: RateExperienceProps) {
  const api = useApi();
  const id = useId();
  const [saved, setSaved] = useState<number | null>(given);
  const [editing, setEditing] = useState(given === null);
  const [rating, setRating] = useState<number | null>(given);
  const [hovered, setHovered] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (rating === null) {
      setProblem('Choose from 1 to 5 stars.');
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await api.call(checkout.rateExperience, {
        body: { order_no: orderNo, ...(token ? { token } : {}), rating, comment: comment.trim() },
        silent: true,
      });
      setSaved(rating);
      setEditing(false);
    } catch (error) {
      // other failures were toasted by the client; a 422 is said here
      setProblem(refusalMessage(error));
    } finally {
      setSending(false);
    }
  };

  if (!editing && saved !== null) {
    return (
      <Panel aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Thanks for your feedback!</h2>
        <Row>
          <p style={{ margin: 0 }}>
            You rated your checkout {saved} out of 5 ({RATING_WORDS[saved as 1]}).
          </p>
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            Change rating
          </Button>
        </Row>
      </Panel>
    );
  }

  const lit = hovered ?? rating ?? 0;
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>How was your checkout?</h2>
      <form onSubmit={submit} noValidate style={{ display: 'grid', gap: '16px' }}>
        <Stars
          role="radiogroup"
          aria-labelledby={`${id}-legend`}
          onMouseLeave={() => setHovered(null)}
        >
          <legend id={`${id}-legend`}>Rate your checkout experience</legend>
          {STARS.map((value) => (
            <Star key={value} lit={value <= lit} onMouseEnter={() => setHovered(value)}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setProblem(null);
                }}
              />
              <span aria-hidden="true">★</span>
              <VisuallyHidden>
                {value} {value === 1 ? 'star' : 'stars'}, {RATING_WORDS[value]}
              </VisuallyHidden>
            </Star>
          ))}
          {rating !== null && <Chosen aria-hidden="true">{RATING_WORDS[rating as 1]}</Chosen>}
        </Stars>
        <Field>
          <label htmlFor={`${id}-comment`}>Anything to tell us? (optional)</label>
          <Comment
            id={`${id}-comment`}
            maxLength={1000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        </Field>
        {problem && <Problem role="alert">{problem}</Problem>}
        <Row>
          <Button type="submit" loading={sending} loadingLabel="Sending your rating">
            Send rating
          </Button>
          {saved !== null && (
            <Button variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          )}
          <Note>It helps us make checkout better.</Note>
        </Row>
      </form>
    </Panel>
  );
}

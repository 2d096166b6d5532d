import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import * as plugins from '../../../schemas/api/endpoints/plugins.ts';
import type { OrderItem } from '../../../schemas/api/orders.ts';
import { FIELD_REQUIRED_MESSAGE } from '../../../schemas/api-constants.ts';
import { Button, styled } from '../../../themes/index.ts';
import { DialogForm, Field, FieldMessage, FormActions, FormError } from './form-parts.tsx';

/** The API's message for a missing or out-of-range rating (schemas/api/reviews.ts). */
const RATING_MESSAGE = 'The rating must be between 1 and 5.';

const Stars = styled('fieldset', {
  margin: 0,
  padding: 0,
  border: 0,
  '& legend': { fontWeight: 600, marginBottom: '$1' },
  '& .choices': { display: 'flex', gap: '$1', flexWrap: 'wrap' },
  '& label': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '44px',
    minHeight: '44px',
    border: '1px solid $border',
    borderRadius: '$sm',
    fontSize: '1.25rem',
    color: '$muted',
    cursor: 'pointer',
  },
  '& input': { position: 'absolute', opacity: 0, width: 1, height: 1 },
  '& label:has(input:checked)': {
    borderColor: '$primary',
    color: '$primary',
    backgroundColor: '$surface',
  },
  '& label:has(input:focus-visible)': { boxShadow: '$focusRing' },
});

/** A star of the picker: the chosen number of them filled in gold (the radios carry the names). */
const Glyph = styled('span', {
  variants: { filled: { true: { color: '#b76e00' }, false: {} } },
});

interface RateValues {
  rating: string;
  title: string;
  review: string;
}

export default function RateForm({ item, onDone }: { item: OrderItem; onDone: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RateValues>({ defaultValues: { rating: '', title: '', review: '' } });
  const chosen = Number(watch('rating')) || 0;

  const onSubmit = async (values: RateValues) => {
    if (item.product_id === null) return;
    try {
      await api.call(plugins.rateProduct, {
        body: {
          product_id: item.product_id,
          rating: Number(values.rating),
          title: values.title.trim(),
          review: values.review.trim(),
        },
      });
    } catch (error) {
      // a refusal (already reviewed) stays in the dialog; anything else was toasted by the client
      applyFieldErrors(error, { setError, fields: ['rating', 'title', 'review'] });
      return;
    }
    // the product page shows the new review and rating when next visited
    void queryClient.invalidateQueries({ queryKey: ['product-reviews', item.slug] });
    onDone();
  };

  const message = (name: keyof RateValues) => errors[name]?.message;
  const describedBy = (name: keyof RateValues) =>
    message(name) ? `${id}-${name}-error` : undefined;
  return (
    <DialogForm noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stars
        aria-describedby={describedBy('rating')}
        aria-invalid={message('rating') ? true : undefined}
      >
        <legend>Your rating</legend>
        <div className="choices">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} title={`${stars} ${stars === 1 ? 'star' : 'stars'}`}>
              <input
                type="radio"
                value={String(stars)}
                aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
                {...register('rating', { required: RATING_MESSAGE })}
              />
              <Glyph aria-hidden="true" filled={stars <= chosen}>
                {stars <= chosen ? '★' : '☆'}
              </Glyph>
            </label>
          ))}
        </div>
        {message('rating') && (
          <FieldMessage id={`${id}-rating-error`} role="alert">
            {message('rating')}
          </FieldMessage>
        )}
      </Stars>
      <Field>
        <label htmlFor={`${id}-title`}>Headline (optional)</label>
        <input id={`${id}-title`} type="text" maxLength={150} {...register('title')} />
      </Field>
      <Field>
        <label htmlFor={`${id}-review`}>Your review</label>
        <textarea
          id={`${id}-review`}
          maxLength={5000}
          aria-invalid={message('review') ? true : undefined}
          aria-describedby={describedBy('review')}
          {...register('review', {
            validate: (value) => value.trim() !== '' || FIELD_REQUIRED_MESSAGE,
          })}
        />
        {message('review') && (
          <FieldMessage id={`${id}-review-error`} role="alert">
            {message('review')}
          </FieldMessage>
        )}
      </Field>
      {errors.root?.server?.message && (
        <FormError role="alert">{errors.root.server.message}</FormError>
      )}
      <FormActions>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Close
        </Button>
        <Button type="submit" loading={isSubmitting} loadingLabel="Sending">
          Submit review
        </Button>
      </FormActions>
    </DialogForm>
  );
}

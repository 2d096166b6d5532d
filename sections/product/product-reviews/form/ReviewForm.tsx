import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useApi } from '../../../../runtime/api/api-context.tsx';
import { applyFieldErrors } from '../../../../runtime/api/form-errors.ts';
import { isUnreadableAnswer } from '../../../../runtime/api/unreadable-answer.ts';
import { productQueryKey } from '../../../../runtime/commerce/product/product-query.ts';
import type { SingleProduct } from '../../../../schemas/api/catalogue.ts';
import * as plugins from '../../../../schemas/api/endpoints/plugins.ts';
import type { RateProductResponse, ReviewField } from '../../../../schemas/api/reviews.ts';
import { Button, styled } from '../../../../themes/index.ts';
import { textInputStyle } from '../../../../themes/ui/text-input-style.ts';
import { productReviewsKey } from '../reviews-query.ts';
import { type ReviewFormValues, rateProductBody, reviewFormSchema } from './review-form-schema.ts';

const Form = styled('form', {
  display: 'grid',
  gap: '$4',
  padding: '$5',
  border: '1px solid $border',
  borderRadius: '$md',
  '& h3': { margin: 0, fontSize: '1.125rem' },
  '& label, & legend': { fontWeight: 600 },
  '& input[type="text"], & textarea, & select': { ...textInputStyle, width: '100%' },
  '& textarea': { minHeight: '120px', resize: 'vertical' },
  '& [aria-invalid="true"]': { borderColor: '$danger' },
  '& :focus-visible': { boxShadow: '$focusRing', outline: 'none' },
});
const Field = styled('div', { display: 'grid', gap: '$2' });
const Stars = styled('fieldset', {
  margin: 0,
  padding: 0,
  border: 0,
  '& div': { display: 'flex', gap: '$2', flexWrap: 'wrap' },
  '& label': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '$1',
    minHeight: '44px',
    paddingInline: '$3',
    border: '1px solid $border',
    borderRadius: '$sm',
    fontWeight: 400,
    cursor: 'pointer',
  },
  '& label:has(input:checked)': {
    borderColor: '$primary',
    boxShadow: 'inset 0 0 0 1px $colors$primary',
  },
  '& label:has(input:focus-visible)': { boxShadow: '$focusRing' },
});
const FieldError = styled('p', { margin: 0, color: '$danger', fontSize: '$sm' });
const Row = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap' });

export interface ReviewFormProps {
  productId: number;
  /** The product's slug: its reviews are refreshed once the review is stored. */
  slug: string;
  /** The form's fields, from `plugins.reviewFields`. */
  fields: readonly ReviewField[];
  /** Called once the review is stored, or on Cancel. */
  onClose: () => void;
}

/**
 * The write-a-review form (spec §7, `plugins.rateProduct`), built from the review fields with
 * react-hook-form and zod: the spec's messages in place, nothing typed lost. A refusal (already
 * reviewed) shows under the form; the API's thanks are a toast. In its own chunk: only a customer
 * who opens it downloads the form code.
 */
export default function ReviewForm({ productId, slug, fields, onClose }: ReviewFormProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const schema = useMemo(() => reviewFormSchema(fields), [fields]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(fields.map((field) => [field.name, ''])),
  });

  /** Shows the product's new rating when it is known, refreshes its reviews and closes. */
  const finish = async (stored: RateProductResponse | undefined) => {
    if (stored) {
      queryClient.setQueryData<SingleProduct>(productQueryKey(slug), (current) =>
        current ? { product: { ...current.product, rating: stored.rating } } : current,
      );
    }
    await queryClient.invalidateQueries({ queryKey: productReviewsKey(slug) });
    onClose();
  };

  const onSubmit = async (values: ReviewFormValues) => {
    let stored: RateProductResponse | undefined;
    try {
      ({ data: stored } = await api.call(plugins.rateProduct, {
        body: rateProductBody(productId, fields, values),
      }));
    } catch (error) {
      // the review is stored either way: an answer that cannot be read only skips the rating
      if (isUnreadableAnswer(error)) return finish(undefined);
      // a refusal (already reviewed) lands under the form; anything else was toasted by the client
      applyFieldErrors(error, { setError, fields: fields.map((field) => field.name) });
      return;
    }
    return finish(stored);
  };

  const message = (name: string) => (errors as FieldErrors<ReviewFormValues>)[name]?.message;

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Write a review</h3>
      {fields.map((field) => {
        const fieldId = `${id}-field-${field.name}`;
        const error = message(field.name);
        const describedBy = error ? `${fieldId}-error` : undefined;
        const label = `${field.label}${field.is_required ? ' (required)' : ''}`;
        let control: ReactNode;
        if (field.type === 'rating') {
          control = (
            <Stars aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
              <legend>{label}</legend>
              <div>
                {[1, 2, 3, 4, 5].map((stars) => (
                  <label key={stars}>
                    <input type="radio" value={String(stars)} {...register(field.name)} />
                    {stars} {stars === 1 ? 'star' : 'stars'}
                  </label>
                ))}
              </div>
            </Stars>
          );
        } else {
          const common = {
            id: fieldId,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy,
            ...register(field.name),
          };
          control = (
            <>
              <label htmlFor={fieldId}>{label}</label>
              {field.type === 'textarea' ? (
                <textarea {...common} />
              ) : field.type === 'select' ? (
                <select {...common}>
                  <option value="">Choose…</option>
                  {field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input type="text" {...common} />
              )}
            </>
          );
        }
        return (
          <Field key={field.name} data-field={field.name}>
            {control}
            {error && (
              <FieldError id={`${fieldId}-error`} role="alert">
                {error}
              </FieldError>
            )}
          </Field>
        );
      })}
      {errors.root?.server?.message && (
        <FieldError role="alert">{errors.root.server.message}</FieldError>
      )}
      <Row>
        <Button type="submit" loading={isSubmitting} loadingLabel="Sending your review">
          Submit review
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </Row>
    </Form>
  );
}

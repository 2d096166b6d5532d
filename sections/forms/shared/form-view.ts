/** What a store form shows besides its fields, as its engine reports it. */
export interface FormView {
  /** Messages by field name. */
  errors: Readonly<Record<string, string>>;
  /** A message about the whole form (a 422 naming no field of it). */
  formError: string | null;
  /** Sending. */
  submitting: boolean;
  /** The last answer's message after the form was sent and cleared; `null` before. */
  sent: string | null;
  /** The last send failed for a reason other than the fields (no network, a 500). */
  failed: boolean;
}

/** A form nobody has sent yet. */
export const IDLE_FORM_VIEW: FormView = {
  errors: {},
  formError: null,
  submitting: false,
  sent: null,
  failed: false,
};

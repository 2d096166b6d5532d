/** One reason a section's props were refused: a JSON pointer into the props and a message. */
export interface SectionIssue {
  path: string;
  message: string;
}

/** The shape of an ajv error (ajv's own or a standalone validator's), without importing ajv. */
export interface AjvLikeError {
  instancePath: string;
  keyword: string;
  message?: string | undefined;
  params: Record<string, unknown>;
}

/** Turns ajv errors into `{ path, message }` pairs a store owner can act on. */
export function toSectionIssues(
  errors: readonly AjvLikeError[] | null | undefined,
): SectionIssue[] {
  return (errors ?? []).map((error) => {
    if (error.keyword === 'required') {
      return {
        path: `${error.instancePath}/${String(error.params.missingProperty)}`,
        message: 'is required',
      };
    }
    if (error.keyword === 'additionalProperties') {
      return {
        path: `${error.instancePath}/${String(error.params.additionalProperty)}`,
        message: 'is not a known property',
      };
    }
    if (error.keyword === 'enum') {
      const allowed = (error.params.allowedValues as unknown[] | undefined)
        ?.map((v) => JSON.stringify(v))
        .join(', ');
      return { path: error.instancePath || '/', message: `must be one of ${allowed}` };
    }
    return { path: error.instancePath || '/', message: error.message ?? 'is not valid' };
  });
}

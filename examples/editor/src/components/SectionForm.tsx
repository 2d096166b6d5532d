import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useEffect, useMemo, useRef } from 'react';
import type { Section } from '../../../../schemas/template.ts';
import type { Area } from '../state/document.ts';
import { changeProps, useEditorStore } from '../state/editor-store.ts';
import { uiSchemaFor } from './ui-schema.ts';

/**
 * The selected section's settings, as a form generated from its JSON Schema (react-jsonschema-form
 * with its ajv validator). Every change is pushed to the preview at once.
 */
export function SectionForm({ area, section }: { area: Area; section: Section }) {
  const entry = useEditorStore((state) => state.manifest.find((e) => e.key === section.key));
  const problems = useEditorStore((state) => state.sectionErrors[section.id]);
  const heading = useRef<HTMLHeadingElement>(null);
  const uiSchema = useMemo(() => (entry ? uiSchemaFor(entry.schema) : {}), [entry]);

  // Edit pressed in the preview: bring keyboard focus to the section's settings.
  useEffect(() => {
    if (section.id && document.activeElement?.tagName === 'IFRAME') heading.current?.focus();
  }, [section.id]);

  return (
    <section className="section-form" aria-labelledby="section-form-title">
      <h2 id="section-form-title" ref={heading} tabIndex={-1}>
        {entry?.title ?? section.key} <span className="muted">{section.id}</span>
      </h2>
      {problems && (
        <div className="problems" role="alert">
          <p>The storefront cannot show this section yet:</p>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.path}:${problem.message}`}>
                <code>{problem.path}</code> {problem.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {entry ? (
        <Form
          key={section.id}
          idPrefix={`section-${section.id}`}
          schema={entry.schema as RJSFSchema}
          uiSchema={uiSchema}
          formData={section.props}
          validator={validator}
          liveValidate
          noHtml5Validate
          showErrorList={false}
          onChange={(event) =>
            changeProps(area, section.id, event.formData as Record<string, unknown>)
          }
        />
      ) : (
        <p>
          The storefront has no section type “{section.key}”. Remove this section, or register the
          section type in the storefront.
        </p>
      )}
    </section>
  );
}

import type { RenderMode, SectionPlaceholderProps } from '../../render/render-mode.tsx';

/**
 * Preview-only stand-in for a section that cannot render (unknown key or invalid props), the
 * render mode's `SectionPlaceholder`: part of the bridge chunk, so shoppers, for whom such a
 * section renders nothing, never download it (styled by the bridge's own CSS, editor-styles.ts).
 */
export function SectionPlaceholder({ sectionKey, errors }: SectionPlaceholderProps) {
  if (!errors) {
    return (
      <div role="note" className="sf-editor-placeholder">
        <strong>Unknown section “{sectionKey || '(no key)'}”</strong>
        No section with this key is registered. Choose another section or register this one.
      </div>
    );
  }
  return (
    <div role="note" className="sf-editor-placeholder">
      <strong>Section “{sectionKey || '(no key)'}” has invalid settings</strong>
      <ul>
        {errors.map((error) => (
          <li key={`${error.path}:${error.message}`}>
            <code>{error.path}</code> {error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Preview-only: what a section that threw while rendering shows, the render mode's `SectionError`. */
export const SectionError: NonNullable<RenderMode['SectionError']> = ({ sectionKey, message }) => (
  <div role="alert" className="sf-editor-placeholder">
    <strong>Section “{sectionKey}” failed to render</strong>
    {message}
  </div>
);

/** Preview-only: the template's problems above its sections, the render mode's `TemplateProblems`. */
export const TemplateProblems: NonNullable<RenderMode['TemplateProblems']> = ({ problems }) => (
  <div role="note" className="sf-editor-placeholder">
    <strong>This template has problems</strong>
    <ul>
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  </div>
);

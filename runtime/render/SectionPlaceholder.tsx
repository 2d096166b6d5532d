import type { SectionIssue } from '../../schemas/section-issues.ts';
import { ErrorCard } from './SectionBoundary.tsx';

/** Preview-only stand-in for a section that cannot render (unknown key or invalid props). */
export function SectionPlaceholder({
  sectionKey,
  errors,
}: {
  sectionKey: string;
  errors?: readonly SectionIssue[];
}) {
  if (!errors) {
    return (
      <ErrorCard role="note">
        <strong>Unknown section “{sectionKey || '(no key)'}”</strong>
        No section with this key is registered. Choose another section or register this one.
      </ErrorCard>
    );
  }
  return (
    <ErrorCard role="note">
      <strong>Section “{sectionKey || '(no key)'}” has invalid settings</strong>
      <ul>
        {errors.map((error) => (
          <li key={`${error.path}:${error.message}`}>
            <code>{error.path}</code> {error.message}
          </li>
        ))}
      </ul>
    </ErrorCard>
  );
}

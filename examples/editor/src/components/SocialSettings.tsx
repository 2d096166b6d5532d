import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { useMemo } from 'react';
import type { StoredSocialLinks } from '../../../../schemas/api/settings.ts';
import { errorsUnder, socialSchema, socialUiSchema } from '../settings/settings-schema.ts';
import { changeSocial } from '../settings/settings-store.ts';

/**
 * The store's social profiles (issue 25), shown in the footer: drafted with the other settings,
 * previewed in the footer at once, live with Publish. An address that is not an http(s) URL is
 * refused at its field (the schema the API checks the draft with).
 */
export function SocialSettings({
  social,
  problems,
}: {
  social: StoredSocialLinks;
  problems: Record<string, string[]>;
}) {
  const schema = useMemo(socialSchema, []);
  const uiSchema = useMemo(socialUiSchema, []);
  // the form knows no null: an unset profile is an empty field
  const formData = Object.fromEntries(
    Object.entries(social).map(([key, value]) => [key, value ?? undefined]),
  );
  return (
    <div className="social-settings">
      <p className="help">
        The footer links to these profiles. Leave a field empty to show no link for it.
      </p>
      <Form
        idPrefix="settings-social"
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        validator={validator}
        noHtml5Validate
        showErrorList={false}
        extraErrors={errorsUnder('social', problems) as never}
        onChange={(event) =>
          changeSocial(event.formData as Record<string, string | null | undefined>)
        }
      />
    </div>
  );
}

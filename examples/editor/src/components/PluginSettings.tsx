import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { useId, useMemo } from 'react';
import {
  type ConfigurablePluginName,
  configurablePluginNames,
  type PluginRecord,
} from '../../../../schemas/api/plugins.ts';
import {
  errorsUnder,
  PLUGIN_LABELS,
  pluginConfigSchema,
  pluginConfigUiSchema,
} from '../settings/settings-schema.ts';
import { changePlugin } from '../settings/settings-store.ts';

const isConfigurable = (name: string): name is ConfigurablePluginName =>
  (configurablePluginNames as readonly string[]).includes(name);

function PluginFields({
  plugin,
  name,
  problems,
}: {
  plugin: PluginRecord;
  name: ConfigurablePluginName;
  problems: Record<string, string[]>;
}) {
  const id = useId();
  const schema = useMemo(() => pluginConfigSchema(name), [name]);
  const uiSchema = useMemo(() => pluginConfigUiSchema(name), [name]);
  const { title } = PLUGIN_LABELS[name];
  return (
    <fieldset className="plugin-settings">
      <legend>{title}</legend>
      <label className="checkbox" htmlFor={`${id}-installed`}>
        <input
          id={`${id}-installed`}
          type="checkbox"
          checked={plugin.is_installed}
          onChange={(event) => changePlugin(name, { is_installed: event.target.checked })}
        />{' '}
        Use {title}
      </label>
      {plugin.is_installed && (
        <Form
          idPrefix={`settings-plugin-${name}`}
          schema={schema}
          uiSchema={uiSchema}
          formData={plugin.config}
          validator={validator}
          noHtml5Validate
          showErrorList={false}
          // the checks are the plugin's config schema, the API's own, shown at the fields
          extraErrors={errorsUnder(`plugins.${name}.config`, problems) as never}
          onChange={(event) =>
            changePlugin(name, { config: event.formData as Record<string, unknown> })
          }
        />
      )}
    </fieldset>
  );
}

/**
 * The configurable plugins (issue 25): analytics and the chat button, each turned on or off and
 * configured with fields generated from its config schema; an id in the wrong format is refused
 * at its field. Drafted with the other settings and live with Publish; not previewed.
 */
export function PluginSettings({
  plugins,
  problems,
}: {
  plugins: readonly PluginRecord[];
  problems: Record<string, string[]>;
}) {
  return (
    <div className="plugins-settings">
      <p className="help">
        Analytics and chat are not shown in the preview (no tags load there): they reach the shop
        when you press Publish, and load only for shoppers who accept cookies when the cookie banner
        is on.
      </p>
      {plugins.map((plugin) =>
        isConfigurable(plugin.module_name) ? (
          <PluginFields
            key={plugin.module_name}
            plugin={plugin}
            name={plugin.module_name}
            problems={problems}
          />
        ) : null,
      )}
    </div>
  );
}

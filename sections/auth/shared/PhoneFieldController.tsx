import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { PhoneField } from './PhoneField.tsx';

export interface PhoneFieldControllerProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  id: string;
  label: string;
  /** The channel country's `mobile_code`. */
  countryCode: string;
  /** The channel country's `mobile_number_length`. */
  maxLength: number;
  focusOnMount?: boolean;
}

/** The phone field bound to a react-hook-form field (its value, ref and message). */
export function PhoneFieldController<T extends FieldValues>({
  control,
  name,
  ...phone
}: PhoneFieldControllerProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhoneField
          {...phone}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

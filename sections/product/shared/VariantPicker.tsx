import { type ReactNode, useId } from 'react';
import {
  isColourAttribute,
  type OptionAvailability,
  optionAvailability,
  type VariantSelection,
} from '../../../runtime/commerce/product/variant-selection.ts';
import type { ProductDetail, VariableAttribute } from '../../../schemas/api/catalogue.ts';
import { styled, VisuallyHidden } from '../../../themes/index.ts';
import { Image } from '../../../themes/ui/Image.tsx';

const Group = styled('fieldset', {
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  '& legend': { padding: 0, marginBottom: '$2', fontWeight: 600 },
  '& legend span': { fontWeight: 400, color: '$muted' },
});

const Options = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });

const Choice = styled('label', {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  border: '1px solid $border',
  borderRadius: '$sm',
  backgroundColor: '$background',
  cursor: 'pointer',
  // the real radio covers the whole choice, invisible: it takes the clicks and taps itself
  '& input': {
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'inherit',
  },
  '&:has(input:checked)': { borderColor: '$primary', boxShadow: 'inset 0 0 0 1px $colors$primary' },
  '&:has(input:focus-visible)': { boxShadow: '$focusRing' },
  '&[data-availability="sold-out"]': {
    color: '$muted',
    '& .sf-choice-text': { textDecoration: 'line-through' },
  },
  '&[data-availability="unavailable"]': { opacity: 0.4, cursor: 'not-allowed' },
  variants: {
    kind: {
      button: { paddingInline: '$3', fontWeight: 600, fontSize: '$sm' },
      swatch: { padding: '3px', borderRadius: '$pill' },
      image: { padding: '2px', width: '64px', height: '64px' },
    },
  },
});

const Swatch = styled('span', {
  display: 'block',
  width: '36px',
  height: '36px',
  borderRadius: '$pill',
  border: '1px solid rgba(0, 0, 0, 0.15)',
});

const Cross = styled('span', {
  position: 'absolute',
  inset: '50% 4px auto',
  height: '2px',
  backgroundColor: '$muted',
  transform: 'rotate(-45deg)',
  pointerEvents: 'none',
});

const SelectField = styled('div', {
  display: 'grid',
  gap: '$2',
  '& label': { fontWeight: 600 },
  '& select': {
    minHeight: '44px',
    padding: '$2 $3',
    border: '1px solid $border',
    borderRadius: '$sm',
    backgroundColor: '$background',
    color: '$text',
    font: 'inherit',
  },
  '& select:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
});

const AVAILABILITY_NOTE: Record<OptionAvailability, string> = {
  available: '',
  'sold-out': '(out of stock)',
  unavailable: '(not available)',
};

export interface VariantPickerProps {
  product: ProductDetail;
  selection: VariantSelection;
  onChoose: (attribute: string, value: string) => void;
  /** Colours as swatches or as pictures of the product in that colour. */
  colourStyle: 'swatch' | 'image';
  /** Other options as buttons or a drop-down list. */
  optionStyle: 'buttons' | 'select';
  /** Extra content after an attribute's legend, e.g. the size chart link; by attribute name. */
  aside?: (attribute: VariableAttribute) => ReactNode;
}

function pictureOf(product: ProductDetail, attribute: string, value: string) {
  return product.variants.find(
    (variant) => variant.options[attribute] === value && variant.images.length > 0,
  )?.images[0];
}

/**
 * The variations of a product (spec §2: by colour, image, label or select): native radio buttons
 * drawn as swatches, pictures or buttons, or a native select, so keyboards and screen readers work
 * as everywhere else. Options that are sold out say so; combinations that do not exist are
 * disabled.
 */
export function VariantPicker({
  product,
  selection,
  onChoose,
  colourStyle,
  optionStyle,
  aside,
}: VariantPickerProps) {
  const baseId = useId();
  return (
    <>
      {product.variable_attributes.map((attribute) => {
        const chosen = attribute.options.find(
          (option) => option.value === selection[attribute.name],
        );
        const colour = isColourAttribute(attribute);
        const name = `${baseId}-${attribute.name}`;
        if (!colour && optionStyle === 'select') {
          return (
            <SelectField key={attribute.name} data-attribute={attribute.name}>
              <label htmlFor={name}>{attribute.label}</label>
              <select
                id={name}
                value={chosen?.value ?? ''}
                onChange={(event) => {
                  if (event.target.value) onChoose(attribute.name, event.target.value);
                }}
              >
                <option value="" disabled>
                  Choose {attribute.label.toLowerCase()}
                </option>
                {attribute.options.map((option) => {
                  const availability = optionAvailability(
                    product,
                    selection,
                    attribute.name,
                    option.value,
                  );
                  return (
                    <option
                      key={option.value}
                      value={option.value}
                      disabled={availability === 'unavailable'}
                    >
                      {availability === 'available'
                        ? option.label
                        : `${option.label} ${AVAILABILITY_NOTE[availability]}`}
                    </option>
                  );
                })}
              </select>
              {aside?.(attribute)}
            </SelectField>
          );
        }
        const kind = colour ? (colourStyle === 'image' ? 'image' : 'swatch') : 'button';
        return (
          <Group key={attribute.name} data-attribute={attribute.name}>
            <legend>
              {attribute.label}
              {chosen ? <span>: {chosen.label}</span> : null}
            </legend>
            <Options>
              {attribute.options.map((option) => {
                const availability = optionAvailability(
                  product,
                  selection,
                  attribute.name,
                  option.value,
                );
                const picture =
                  kind === 'image' ? pictureOf(product, attribute.name, option.value) : undefined;
                return (
                  <Choice
                    key={option.value}
                    kind={kind}
                    data-availability={availability}
                    title={kind === 'button' ? undefined : option.label}
                  >
                    <input
                      type="radio"
                      name={name}
                      value={option.value}
                      checked={chosen?.value === option.value}
                      disabled={availability === 'unavailable'}
                      onChange={() => onChoose(attribute.name, option.value)}
                    />
                    {kind === 'button' ? (
                      <span className="sf-choice-text">{option.label}</span>
                    ) : picture ? (
                      <Image
                        src={picture.src}
                        alt=""
                        width={58}
                        height={Math.max(1, Math.round(58 * (picture.height / picture.width)))}
                      />
                    ) : (
                      <Swatch
                        aria-hidden="true"
                        style={{ backgroundColor: option.hex ?? '#ccc' }}
                      />
                    )}
                    {kind !== 'button' && <VisuallyHidden>{option.label}</VisuallyHidden>}
                    {availability !== 'available' && (
                      <>
                        {kind !== 'button' && <Cross aria-hidden="true" />}{' '}
                        <VisuallyHidden>{AVAILABILITY_NOTE[availability]}</VisuallyHidden>
                      </>
                    )}
                  </Choice>
                );
              })}
            </Options>
            {aside?.(attribute)}
          </Group>
        );
      })}
    </>
  );
}

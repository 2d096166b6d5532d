import type { SectionProps } from '../../../../registry/index.ts';
import { Container } from '../../../../themes/index.ts';
import type { storeHoursSchema } from './schema.ts';

/** A table of the shop's opening hours; props typed from the schema, never by hand. */
export default function StoreHours({ heading, rows }: SectionProps<typeof storeHoursSchema>) {
  return (
    <Container as="section" aria-label={heading}>
      <h2>{heading}</h2>
      <table>
        <tbody>
          {rows.map((row) => (
            <tr key={row.days}>
              <th scope="row">{row.days}</th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Container>
  );
}

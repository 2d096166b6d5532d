import type { SizeChart } from '../../../schemas/api/catalogue.ts';
import { Dialog, styled } from '../../../themes/index.ts';
import { Image } from '../../../themes/ui/Image.tsx';

const Trigger = styled('button', {
  padding: 0,
  marginTop: '$2',
  border: 0,
  background: 'none',
  color: '$primary',
  font: 'inherit',
  fontSize: '$sm',
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: '24px',
  '&:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
});

const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$sm',
  '& th, & td': { padding: '$2', borderBottom: '1px solid $border', textAlign: 'left' },
  '& thead th': { backgroundColor: '$surface' },
});

const Scroll = styled('div', { overflowX: 'auto' });
const Picture = styled(Image, { display: 'block', width: '100%', height: 'auto', marginTop: '$4' });

/**
 * The size chart (spec §2 "size chart") behind a link-styled button, in a dialog. A part on
 * intent in the product page (decision 0017): the button is in the server's HTML, and its code
 * loads when a shopper points at, touches or tabs to it (a click before that opens the chart once
 * it has); `anchor` is the button's id.
 */
export default function SizeChartButton({ chart, anchor }: { chart: SizeChart; anchor?: string }) {
  const [head, ...rows] = chart.rows ?? [];
  return (
    <Dialog
      title={chart.name}
      size="lg"
      trigger={
        <Trigger id={anchor} type="button">
          Size chart
        </Trigger>
      }
    >
      {head && (
        <Scroll>
          <Table>
            <thead>
              <tr>
                {head.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns have no other identity
                  <th key={index} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no other identity
                <tr key={index}>
                  {row.map((cell, column) =>
                    column === 0 ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells have no other identity
                      <th key={column} scope="row">
                        {cell}
                      </th>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells have no other identity
                      <td key={column}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
      {chart.image && (
        <Picture
          src={chart.image.src}
          alt={chart.image.alt || chart.name}
          width={chart.image.width}
          height={chart.image.height}
        />
      )}
    </Dialog>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { ShipmentScan } from '../../../schemas/api/orders.ts';
import { styled } from '../../../themes/index.ts';
import { LocalTime } from '../../account/shared/LocalTime.tsx';
import { PanelError, PanelLoading } from '../../account/shared/panel-parts.tsx';
import { Note } from './tracking-parts.tsx';
import { shipmentQuery } from './tracking-queries.ts';

// The scans popup's content, loaded when the popup opens (ScansDialog.tsx), not with the page.

const Scans = styled('ol', {
  display: 'grid',
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& li': {
    display: 'grid',
    gap: '2px',
    paddingBlock: '$3',
    borderBottom: '1px solid $border',
  },
  '& li:first-child': { paddingTop: 0 },
  '& li:last-child': { borderBottom: 0, paddingBottom: 0 },
  '& strong': { fontWeight: 600 },
  '& .where, & .when': { color: '$muted', fontSize: '$sm' },
  '& .when': { fontVariantNumeric: 'tabular-nums' },
  // from 640px the time stands on the right of the scan
  '@sm': {
    '& li': { gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: '$4' },
    '& .where': { gridColumn: 1 },
    '& .when': { gridColumn: 2, gridRow: '1 / span 2', textAlign: 'right' },
  },
});

/** A shipment's scans, newest first. */
function ScanList({ scans }: { scans: readonly ShipmentScan[] }) {
  if (scans.length === 0) {
    return <Note>No scans yet. The courier scans the parcel at each stop on its way to you.</Note>;
  }
  return (
    <Scans aria-label="Scans, newest first">
      {[...scans].reverse().map((scan) => (
        <li key={`${scan.at}-${scan.status}-${scan.location}`}>
          <strong>{scan.status}</strong>
          <span className="where">{scan.location}</span>
          <span className="when">
            <LocalTime iso={scan.at} withTime />
          </span>
        </li>
      ))}
    </Scans>
  );
}

/** The scans of `waybill`, loaded when the popup opens (`orders.trackWaybill`). */
export function ScansBody({ api, waybill }: { api: ApiClient; waybill: string }) {
  const query = useQuery(shipmentQuery(api, waybill));
  if (query.isError) {
    return (
      <PanelError
        message="We could not load the scans. Please check your connection and try again."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data === undefined) return <PanelLoading label="Loading the scans" rows={3} />;
  return <ScanList scans={query.data?.scans ?? []} />;
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { ShipmentScan } from '../../../schemas/api/orders.ts';
import { Button, Dialog, styled } from '../../../themes/index.ts';
import { LocalTime } from '../../account/shared/LocalTime.tsx';
import { PanelError, PanelLoading } from '../../account/shared/panel-parts.tsx';
import { Note } from './tracking-parts.tsx';
import { shipmentQuery } from './tracking-queries.ts';

const Body = styled('div', { marginTop: '$4' });

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
function ScansBody({ api, waybill }: { api: ApiClient; waybill: string }) {
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

export interface ScansDialogProps {
  api: ApiClient;
  /** The shipment's waybill. */
  waybill: string;
  /** The courier, when known. */
  courier: string | null;
}

/**
 * 'View scans' and the scans popup (spec §2 "Track order: … scans popup"): the courier's scans of
 * one shipment, newest first, loaded by waybill when opened. A modal dialog: focus moves in and
 * stays there, Escape or Close closes it and focus returns to the button.
 */
export function ScansDialog({ api, waybill, courier }: ScansDialogProps) {
  const [open, setOpen] = useState(false);
  // once opened, the scans stay rendered, so closing animates over them
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Shipment scans"
      description={`Waybill ${waybill}${courier ? ` · ${courier}` : ''}`}
      trigger={
        <Button variant="secondary" size="sm">
          View scans
        </Button>
      }
    >
      {opened && (
        <Body>
          <ScansBody api={api} waybill={waybill} />
        </Body>
      )}
    </Dialog>
  );
}

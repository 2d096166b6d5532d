import { useId } from 'react';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { WaybillTracking } from '../../../schemas/api/tracking.ts';
import { LocalTime } from '../../account/shared/LocalTime.tsx';
import { ScansDialog } from './ScansDialog.tsx';
import { Card, CardHeader, Facts, StatusBadge } from './tracking-parts.tsx';

export interface ShipmentResultProps {
  shipment: WaybillTracking;
  api: ApiClient;
}

/**
 * The shipment a `/track-order/{waybill}` link names (the account's orders link to their waybill
 * once shipped): courier, status and 'View scans'. A waybill tells nothing about the order or
 * its customer, so the form below still asks for the order number for the whole order.
 */
export function ShipmentResult({ shipment, api }: ShipmentResultProps) {
  const id = useId();
  const latest = shipment.scans.at(-1);
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <h2 id={`${id}-title`}>Shipment {shipment.waybill}</h2>
        <StatusBadge status={shipment.status} label={shipment.status_label} />
      </CardHeader>
      <Facts>
        <div>
          <dt>Courier</dt>
          <dd>{shipment.courier ?? 'Not known yet'}</dd>
        </div>
        <div>
          <dt>Latest scan</dt>
          <dd>
            {latest ? (
              <>
                {latest.status}, {latest.location}
              </>
            ) : (
              'None yet'
            )}
          </dd>
        </div>
        {latest && (
          <div>
            <dt>Scanned</dt>
            <dd>
              <LocalTime iso={latest.at} withTime />
            </dd>
          </div>
        )}
      </Facts>
      <div>
        <ScansDialog api={api} waybill={shipment.waybill} courier={shipment.courier} />
      </div>
    </Card>
  );
}

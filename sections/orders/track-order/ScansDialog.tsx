import { lazy, Suspense, useState } from 'react';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { Button, Dialog, styled } from '../../../themes/index.ts';

const loadScansBody = () => import('./ScansBody.tsx');
const ScansBody = lazy(() => loadScansBody().then((module) => ({ default: module.ScansBody })));

const Body = styled('div', { marginTop: '$4' });

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
      onOpenChange={(next) => {
        // the content's code on its way beside the dialog's own
        if (next) void loadScansBody();
        setOpen(next);
      }}
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
          {/* a moment: the content's code comes with the dialog's, then its own loading state */}
          <Suspense fallback={null}>
            <ScansBody api={api} waybill={waybill} />
          </Suspense>
        </Body>
      )}
    </Dialog>
  );
}

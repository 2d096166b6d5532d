import { useRef } from 'react';
import { useStorefront } from './bridge/use-storefront.ts';
import { useTemplateLoader } from './bridge/use-template-loader.ts';
import { ConnectionStatus } from './components/ConnectionStatus.tsx';
import { EditorAlerts } from './components/EditorAlerts.tsx';
import { HistoryButtons } from './components/HistoryButtons.tsx';
import { HistoryPanel } from './components/HistoryPanel.tsx';
import { NoticeBanner } from './components/NoticeBanner.tsx';
import { PagePicker } from './components/PagePicker.tsx';
import { PageSettings } from './components/PageSettings.tsx';
import { PanelTabs } from './components/PanelTabs.tsx';
import { PublishBar } from './components/PublishBar.tsx';
import { SectionPanel } from './components/SectionPanel.tsx';
import { TokenForm } from './components/TokenForm.tsx';
import { UrlBar } from './components/UrlBar.tsx';
import { useEditorStore } from './state/editor-store.ts';
import { useAdminToken } from './use-admin-token.ts';
import { useAutosave } from './use-autosave.ts';
import { useDraftInPreview } from './use-draft-preview.ts';
import { useUndoShortcuts } from './use-shortcuts.ts';

/** The example page editor: the storefront in an iframe on the right, what to edit on the left. */
export function App() {
  const frame = useRef<HTMLDivElement>(null);
  const { token, rejected, setToken, reject } = useAdminToken();
  const panel = useEditorStore((state) => state.panel);
  const frameHeight = useEditorStore((state) => state.frameHeight);
  useStorefront(frame);
  useTemplateLoader(rejected ? '' : token, reject);
  useUndoShortcuts();
  // drafts, autosave and publishing (decision 15)
  const liveToken = rejected ? '' : token;
  useAutosave(liveToken, reject);
  useDraftInPreview();

  return (
    <div className="editor">
      <header className="topbar">
        <h1>Storefront editor</h1>
        <ConnectionStatus />
        <PagePicker token={liveToken} />
        <UrlBar />
        <HistoryButtons />
        <PublishBar token={liveToken} onRejected={reject} />
      </header>
      <main className="workspace">
        <section className="sidebar" aria-label="Edit">
          <NoticeBanner />
          <TokenForm token={token} rejected={rejected} onToken={setToken} />
          <EditorAlerts />
          <PanelTabs />
          {panel === 'page' ? (
            <PageSettings token={liveToken} />
          ) : panel === 'history' ? (
            <HistoryPanel token={liveToken} onRejected={reject} />
          ) : (
            <SectionPanel area={panel} hasToken={Boolean(token) && !rejected} />
          )}
        </section>
        {/* scrolls on its own: focusable so keyboard users can scroll it too */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable */}
        <section className="preview" aria-label="Preview" tabIndex={0}>
          <div ref={frame} className="preview__frame" style={{ height: frameHeight }} />
        </section>
      </main>
    </div>
  );
}

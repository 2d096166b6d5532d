import { useTemplateLoader } from './bridge/use-template-loader.ts';
import { ConnectionStatus } from './components/ConnectionStatus.tsx';
import { EditorAlerts } from './components/EditorAlerts.tsx';
import { HistoryButtons } from './components/HistoryButtons.tsx';
import { HistoryPanel } from './components/HistoryPanel.tsx';
import { NoticeBanner } from './components/NoticeBanner.tsx';
import { Outline } from './components/Outline.tsx';
import { PagePicker } from './components/PagePicker.tsx';
import { PageSettings } from './components/PageSettings.tsx';
import { PanelTabs } from './components/PanelTabs.tsx';
import { PreviewPane } from './components/PreviewPane.tsx';
import { PublishBar } from './components/PublishBar.tsx';
import { RecoveryBanner } from './components/RecoveryBanner.tsx';
import { SectionPanel } from './components/SectionPanel.tsx';
import { StoreSettings } from './components/StoreSettings.tsx';
import { TokenForm } from './components/TokenForm.tsx';
import { UrlBar } from './components/UrlBar.tsx';
import { useStoreSettings } from './settings/use-store-settings.ts';
import { showPanel, useEditorStore } from './state/editor-store.ts';
import { useAdminToken } from './use-admin-token.ts';
import { useAutosave } from './use-autosave.ts';
import { useDraftInPreview } from './use-draft-preview.ts';
import { useKeepDrafts } from './use-keep-drafts.ts';
import { useUndoShortcuts } from './use-shortcuts.ts';

/** The example page editor: the storefront in an iframe on the right, what to edit on the left. */
export function App() {
  const { token, rejected, setToken, reject } = useAdminToken();
  const panel = useEditorStore((state) => state.panel);
  useTemplateLoader(rejected ? '' : token, reject);
  useUndoShortcuts();
  // drafts, autosave and publishing (decision 15)
  const liveToken = rejected ? '' : token;
  useAutosave(liveToken, reject);
  useDraftInPreview();
  useKeepDrafts();
  // the store's settings: draft, autosave and live preview (issue 25)
  useStoreSettings(liveToken, reject);

  return (
    <div className="editor">
      <header className="topbar">
        <h1>Storefront editor</h1>
        <ConnectionStatus />
        <PagePicker token={liveToken} />
        <UrlBar />
        <HistoryButtons />
        <button
          type="button"
          aria-pressed={panel === 'settings'}
          disabled={!liveToken}
          onClick={() => showPanel(panel === 'settings' ? 'main' : 'settings')}
        >
          Store settings
        </button>
        <PublishBar token={liveToken} onRejected={reject} />
      </header>
      <main className="workspace">
        <Outline />
        <section className="sidebar" aria-label="Edit">
          <NoticeBanner />
          <RecoveryBanner />
          <TokenForm token={token} rejected={rejected} onToken={setToken} />
          <EditorAlerts />
          <PanelTabs />
          {panel === 'page' ? (
            <PageSettings token={liveToken} />
          ) : panel === 'history' ? (
            <HistoryPanel token={liveToken} onRejected={reject} />
          ) : panel === 'settings' ? (
            <StoreSettings token={liveToken} />
          ) : (
            <SectionPanel area={panel} hasToken={Boolean(token) && !rejected} />
          )}
        </section>
        <PreviewPane />
      </main>
    </div>
  );
}

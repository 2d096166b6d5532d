import { useTemplateLoader } from './bridge/use-template-loader.ts';
import { ConnectionStatus } from './components/ConnectionStatus.tsx';
import { HistoryButtons } from './components/HistoryButtons.tsx';
import { NoticeBanner } from './components/NoticeBanner.tsx';
import { Outline } from './components/Outline.tsx';
import { PagePicker } from './components/PagePicker.tsx';
import { PageSettings } from './components/PageSettings.tsx';
import { PanelTabs } from './components/PanelTabs.tsx';
import { PreviewPane } from './components/PreviewPane.tsx';
import { RecoveryBanner } from './components/RecoveryBanner.tsx';
import { SaveButton } from './components/SaveButton.tsx';
import { SectionPanel } from './components/SectionPanel.tsx';
import { TokenForm } from './components/TokenForm.tsx';
import { UrlBar } from './components/UrlBar.tsx';
import { useEditorStore } from './state/editor-store.ts';
import { useAdminToken } from './use-admin-token.ts';
import { useKeepDrafts } from './use-keep-drafts.ts';
import { useUndoShortcuts } from './use-shortcuts.ts';

/** The example page editor: the storefront in an iframe on the right, what to edit on the left. */
export function App() {
  const { token, rejected, setToken, reject } = useAdminToken();
  const panel = useEditorStore((state) => state.panel);
  useTemplateLoader(rejected ? '' : token, reject);
  useUndoShortcuts();
  useKeepDrafts();

  return (
    <div className="editor">
      <header className="topbar">
        <h1>Storefront editor</h1>
        <ConnectionStatus />
        <PagePicker />
        <UrlBar />
        <HistoryButtons />
        <SaveButton token={rejected ? '' : token} onRejected={reject} />
      </header>
      <main className="workspace">
        <Outline />
        <section className="sidebar" aria-label="Edit">
          <NoticeBanner />
          <RecoveryBanner />
          <TokenForm token={token} rejected={rejected} onToken={setToken} />
          <PanelTabs />
          {panel === 'page' ? (
            <PageSettings />
          ) : (
            <SectionPanel area={panel} hasToken={Boolean(token) && !rejected} />
          )}
        </section>
        <PreviewPane />
      </main>
    </div>
  );
}

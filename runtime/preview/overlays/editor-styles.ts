/** Id of the `<style>` element the bridge adds to the page. */
export const EDITOR_STYLE_ID = 'sf-editor-bridge-styles';

// A violet palette of its own, so editor controls never pass for the shop's own buttons. White
// on #6d28d9 is 7:1; the focus ring is amber on any page.
// Cheap to paint on a page of hundreds of sections: at rest a section is not positioned and its
// bar is an empty zero-size float (its Edit button still in the tab order), so neither makes a
// paint layer of its own; only the section in use (hover, focus, selected) gets its bar drawn.
const CSS = `
.sf-editor-section:hover,.sf-editor-section:focus-within{position:relative;outline:2px solid #7c3aed;outline-offset:-2px}
.sf-editor-section[data-editor-selected]{position:relative;outline:3px solid #6d28d9;outline-offset:-3px}
.sf-editor-section__bar{float:left;width:0;height:0;overflow:hidden;white-space:nowrap}
.sf-editor-section:hover>.sf-editor-section__bar,.sf-editor-section:focus-within>.sf-editor-section__bar,.sf-editor-section[data-editor-selected]>.sf-editor-section__bar{position:absolute;float:none;top:0;left:0;z-index:2147483000;width:auto;height:auto;overflow:visible;clip:auto;display:flex;align-items:center;gap:8px;padding:4px 4px 4px 10px;background:#6d28d9;color:#fff;font:600 13px/1.3 system-ui,-apple-system,'Segoe UI',sans-serif;border-radius:0 0 6px 0}
.sf-editor-section[data-empty]{outline:2px dashed #7c3aed;outline-offset:-2px}
.sf-editor-section[data-empty]>.sf-editor-section__bar{position:static;float:none;width:auto;height:auto;overflow:visible;clip:auto;display:flex;align-items:center;gap:8px;padding:4px 4px 4px 10px;border-radius:0;background:#f5f3ff;color:#4c1d95;font:600 13px/1.3 system-ui,-apple-system,'Segoe UI',sans-serif}
.sf-editor-section__note{font-weight:400}
.sf-editor-button{appearance:none;border:1px solid #fff;border-radius:6px;background:#4c1d95;color:#fff;font:600 13px/1.2 system-ui,-apple-system,'Segoe UI',sans-serif;padding:6px 10px;cursor:pointer}
.sf-editor-button:hover{background:#2e1065}
.sf-editor-button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.sf-editor-toolbar{position:fixed;top:8px;right:8px;z-index:2147483001;display:flex;gap:6px;padding:6px;background:#2e1065;border-radius:8px;box-shadow:0 4px 16px rgb(0 0 0 / .3)}
.sf-editor-placeholder{margin:12px;padding:16px;border:2px dashed #b42318;border-radius:8px;background:#fff5f4;color:#b42318;font:14px/1.45 ui-monospace,SFMono-Regular,Menlo,monospace}
.sf-editor-placeholder strong{display:block;margin-bottom:8px}
.sf-editor-placeholder ul{margin:0;padding-inline-start:24px}
.sf-editor-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

/** Adds the overlays' styles to `doc` once. Constant CSS: nothing from a message goes in. */
export function injectEditorStyles(doc: Document = document): void {
  if (doc.getElementById(EDITOR_STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = EDITOR_STYLE_ID;
  style.textContent = CSS;
  doc.head.append(style);
}

import { notify, useEditorStore } from '../state/editor-store.ts';

/** The latest message for the store owner: an alert for errors, a status for the rest. */
export function NoticeBanner() {
  const notice = useEditorStore((state) => state.notice);
  return (
    <div className="notices">
      {notice && (
        <div
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`notice notice--${notice.kind}`}
        >
          <p>{notice.text}</p>
          <button type="button" className="button--link" onClick={() => notify(null)}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}

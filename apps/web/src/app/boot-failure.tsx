/**
 * Shown only when the language file itself cannot be downloaded at start-up, so no dictionary exists yet: the one
 * screen whose text is not in the locale files. Both languages of the picker, and a reload.
 */
export function BootFailure() {
  return (
    <section className="full-screen full-screen--error" data-testid="startup-error">
      <h1 className="full-screen__title" lang="fil">
        Hindi na-load, pindutin para subukang muli
      </h1>
      <p className="full-screen__text" lang="en">
        Loading failed, click to retry
      </p>
      <div className="full-screen__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            window.location.reload();
          }}
        >
          <span lang="fil">Subukang muli</span> / <span lang="en">Retry</span>
        </button>
      </div>
    </section>
  );
}

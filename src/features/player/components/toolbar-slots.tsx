/**
 * The room of the toolbar's controls that come after the first picture (the calendar, download and
 * export, docs/console.md#screens-and-routes), kept from the first render and while their code
 * loads: the toolbar has its final shape at once and the timeline under it never moves. Empty
 * boxes of the same size (player.css): nothing to see, read out or focus.
 */
export function ToolbarSlots({ exportButton = false }: { exportButton?: boolean }) {
  return (
    <>
      <span className="vigil-player-slot vigil-player-slot-calendar" data-slot="calendar" aria-hidden />
      <span className="vigil-player-slot vigil-player-slot-button" data-slot="download" aria-hidden />
      {exportButton && (
        // Compact, the export button is under the timeline (the page passes false): no slot in the toolbar.
        <span
          className="vigil-player-slot vigil-player-slot-button vigil-player-slot-export"
          data-slot="export"
          aria-hidden
        />
      )}
    </>
  );
}

import { APPLICATION_STAGES, type ApplicationStage } from '@vitae/schema';
import { useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { userMessage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-provider.tsx';
import { cn } from '../../../lib/utils.ts';
import { useApplications } from '../api/get-applications.ts';
import { formatDateTime } from '../dates.ts';
import { stageLabel } from '../labels.ts';
import { MoveToMenu, stageText, useStageMove } from './stage-move.tsx';

/** The type under which a dragged card carries its application's id (HTML5 drag and drop). */
const DRAG_TYPE = 'application/x-vitae-application';

/**
 * The board: a column per stage. A card is dragged to another column with the pointer (HTML5 drag and drop), or
 * moved with its "Move to …" menu from the keyboard; a move to Closed asks why first.
 */
export function ApplicationsBoard() {
  const t = useT();
  const query = useApplications();
  const { move, dialog } = useStageMove();
  const [over, setOver] = useState<ApplicationStage | null>(null);
  const all = query.data ?? [];

  const drop = (event: DragEvent, stage: ApplicationStage) => {
    event.preventDefault();
    setOver(null);
    const id = event.dataTransfer.getData(DRAG_TYPE) || event.dataTransfer.getData('text/plain');
    const application = all.find((entry) => entry._id === id);
    if (application) move(application, stage);
  };

  if (query.isLoading) return <p className="text-gray-700">{t('app.loading')}</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {userMessage(query.error)}
      </p>
    );

  return (
    <>
      {all.length === 0 && <p className="mb-4 text-gray-700">{t('applications.empty')}</p>}
      <div className="grid gap-3 overflow-x-auto md:grid-cols-3 xl:grid-cols-6">
        {APPLICATION_STAGES.map((stage) => {
          const cards = all.filter((application) => application.stage === stage);
          const heading = `board-${stage}`;
          return (
            <section
              key={stage}
              aria-labelledby={heading}
              data-stage={stage}
              onDragOver={(event) => {
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(stage);
              }}
              onDragLeave={() => setOver((current) => (current === stage ? null : current))}
              onDrop={(event) => drop(event, stage)}
              className={cn(
                'flex min-h-48 flex-col gap-2 rounded-lg border bg-gray-100 p-2',
                over === stage && 'border-violet-600 bg-violet-50',
              )}
            >
              <h3 id={heading} className="px-1 text-sm font-semibold text-gray-900">
                {stageLabel(stage)} <span className="font-normal text-gray-700">({cards.length})</span>
              </h3>
              <ul className="grid gap-2" aria-labelledby={heading}>
                {cards.map((application) => (
                  <li
                    key={application._id}
                    draggable
                    data-application-id={application._id}
                    onDragStart={(event) => {
                      event.dataTransfer.setData(DRAG_TYPE, application._id);
                      event.dataTransfer.setData('text/plain', application._id);
                      event.dataTransfer.effectAllowed = 'move';
                    }}
                    className="grid cursor-grab gap-1 rounded-md border bg-white p-2 shadow-sm active:cursor-grabbing"
                  >
                    <Link
                      to={`/applications/${application._id}`}
                      // A link drags itself (its address) by default: here a drag from its text moves the card.
                      draggable={false}
                      className="font-medium text-violet-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-600"
                    >
                      {application.company}
                    </Link>
                    <span className="text-sm text-gray-800">{application.role}</span>
                    {application.stage === 'closed' && (
                      <span className="text-xs text-gray-700">{stageText(application)}</span>
                    )}
                    {application.nextStep && (
                      <span className="text-xs text-gray-700">
                        {application.nextStep.title} · {formatDateTime(application.nextStep.at)}
                      </span>
                    )}
                    <MoveToMenu application={application} onMove={(next) => move(application, next)} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      {dialog}
    </>
  );
}

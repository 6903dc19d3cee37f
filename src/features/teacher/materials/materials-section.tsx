import { panelId, tabId, Tabs, useTab } from '../shared/tabs.tsx';
import { useSectionStyles } from '../shared/use-section-styles.ts';
import { ManageTab } from './manage-tab.tsx';
import { UploadTab } from './upload-tab.tsx';
import css from './materials.css?inline';

const TABS = [
  { id: 'upload', label: 'Upload' },
  { id: 'manage', label: 'Manage' },
] as const;

export interface MaterialsSectionProps {
  teacherId: string;
  teacherName: string;
  /** The dashboard's tab (its URL): `upload` or `manage`. */
  tab?: string;
  onTabChange?: (tab: 'upload' | 'manage') => void;
}

/** The materials section ('Study Materials'): the Upload and Manage tabs. */
export default function MaterialsSection({ teacherId, tab: routedTab, onTabChange }: MaterialsSectionProps) {
  useSectionStyles(css);
  const [tab, setTab] = useTab(TABS, routedTab, onTabChange);
  return (
    <section className="section materials" aria-labelledby="materials-title">
      <div className="section__head">
        <div>
          <h2 id="materials-title" className="section__title">Study Materials</h2>
          <p className="section__lead">Upload new files for your classes and manage what you have shared.</p>
        </div>
      </div>
      <div>
        <Tabs label="Study materials" idPrefix="materials" tabs={TABS} active={tab} onChange={setTab} />
        {/* Upload stays mounted (hidden) so selected files and a running upload survive a tab
            switch; Manage mounts fresh, so it always shows the latest list. */}
        <div role="tabpanel" id={panelId('materials', 'upload')} aria-labelledby={tabId('materials', 'upload')} hidden={tab !== 'upload'}>
          <UploadTab teacherId={teacherId} />
        </div>
        {tab === 'manage' && (
          <div role="tabpanel" id={panelId('materials', 'manage')} aria-labelledby={tabId('materials', 'manage')}>
            <ManageTab teacherId={teacherId} />
          </div>
        )}
      </div>
    </section>
  );
}

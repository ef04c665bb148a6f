import { type ChangeEvent, useRef } from 'react';
import styled from 'styled-components';
import { AppLink } from '../../base/AppLink';
import { Button } from '../../base/Button';
import { Chip, Tag, TagList } from '../../base/Chip';
import { plural } from '../../base/text';
import { EmptyState } from '../../base/EmptyState';

export type VideoListMode = 'play' | 'select';

export interface VideoListFile {
  /** Identifies the file: its path in the library (`{primary}/{secondary}/{name}`). */
  path: string;
  /** What the list shows, e.g. the file name without its extension. */
  title: string;
  /** Where Play mode goes to play it. */
  href: string;
  /** The poster image's address. */
  posterSrc?: string;
  tags: readonly string[];
}

export interface VideoFileListProps {
  /** The folder's name as a person writes it, the list's heading. */
  heading: string;
  files: readonly VideoListFile[];
  mode: VideoListMode;
  onModeChange: (mode: VideoListMode) => void;
  /** The file playing now (Play mode marks it). */
  playingPath?: string;
  /** The ticked files' paths (Selection mode). */
  selected: readonly string[];
  onSelectionChange: (paths: string[]) => void;
  /** Opens the add-tags dialog with the ticked files. */
  onAddTags: () => void;
  /** The tag the list is filtered by; every file shows when it is left out. */
  tagFilter?: string;
  onTagFilterChange: (tag: string | undefined) => void;
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Segmented = styled.fieldset`
  display: inline-flex;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }

  label {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
    border: 2px solid ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
    cursor: pointer;
  }

  label:first-of-type {
    border-radius: ${({ theme }) => `${theme.radius} 0 0 ${theme.radius}`};
  }

  label:last-of-type {
    border-left: 0;
    border-radius: ${({ theme }) => `0 ${theme.radius} ${theme.radius} 0`};
  }

  label:has(input:checked) {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }

  label:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    position: absolute;
    opacity: 0;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  min-height: 2.75rem;
`;

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $current: boolean }>`
  display: grid;
  grid-template-columns: auto 128px minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $current, theme }) => ($current ? theme.colors.infoSurface : 'transparent')};

  img,
  .no-poster {
    display: block;
    width: 128px;
    height: 72px;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    object-fit: cover;
  }

  input[type='checkbox'] {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
`;

const Name = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  overflow-wrap: anywhere;

  a,
  label {
    font-weight: 600;
  }
`;

/**
 * Level three: a folder's videos. Play mode links each file to the player; Selection mode ticks
 * files (shift-click ticks or clears the whole range from the last box clicked) and hands them to
 * the add-tags dialog. The tags of every file show under its name and can filter the list.
 */
export function VideoFileList({
  heading,
  files,
  mode,
  onModeChange,
  playingPath,
  selected,
  onSelectionChange,
  onAddTags,
  tagFilter,
  onTagFilterChange,
}: VideoFileListProps) {
  const anchor = useRef<string | undefined>(undefined);
  const allTags = [...new Set(files.flatMap((file) => file.tags))].sort((a, b) =>
    a.localeCompare(b, 'en', { sensitivity: 'base' }),
  );
  const shown = tagFilter === undefined ? files : files.filter((file) => file.tags.includes(tagFilter));
  const chosen = new Set(selected);

  const toggle = (path: string, event: ChangeEvent<HTMLInputElement>) => {
    // React reports a checkbox's change from its click, so the click's Shift key is there.
    const shift = (event.nativeEvent as MouseEvent).shiftKey === true;
    const check = event.target.checked;
    const from = anchor.current === undefined ? -1 : shown.findIndex((file) => file.path === anchor.current);
    const to = shown.findIndex((file) => file.path === path);
    const range = shift && from >= 0 ? shown.slice(Math.min(from, to), Math.max(from, to) + 1) : [shown[to]];
    const next = new Set(chosen);
    for (const file of range) {
      if (!file) continue;
      if (check) next.add(file.path);
      else next.delete(file.path);
    }
    anchor.current = path;
    // Keep the folder's order, so the dialog lists the files as the list does.
    onSelectionChange(files.filter((file) => next.has(file.path)).map((file) => file.path));
  };

  return (
    <section aria-labelledby="video-file-list-heading">
      <Header>
        <h2 id="video-file-list-heading">
          <span>{heading}</span> ({plural(files.length, 'video', 'videos')})
        </h2>
        <Segmented>
          <legend>Mode</legend>
          {(['play', 'select'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="video-list-mode"
                value={value}
                checked={mode === value}
                onChange={() => onModeChange(value)}
              />
              {value === 'play' ? 'Play' : 'Selection'}
            </label>
          ))}
        </Segmented>
      </Header>

      {allTags.length > 0 && (
        <Bar role="group" aria-label="Filter by tag">
          <span>Filter by tag:</span>
          <Chip pressed={tagFilter === undefined} onClick={() => onTagFilterChange(undefined)}>
            All videos
          </Chip>
          {allTags.map((tag) => (
            <Chip
              key={tag}
              pressed={tagFilter === tag}
              onClick={() => onTagFilterChange(tagFilter === tag ? undefined : tag)}
            >
              {tag}
            </Chip>
          ))}
        </Bar>
      )}

      {mode === 'select' && (
        <Bar role="toolbar" aria-label="Selection">
          <span role="status">{plural(selected.length, 'file', 'files')} selected</span>
          <Button
            variant="secondary"
            // With a tag filter on, "all" is every file shown (and the ticks already made).
            onClick={() =>
              onSelectionChange(
                files
                  .filter((file) => chosen.has(file.path) || shown.includes(file))
                  .map((file) => file.path),
              )
            }
            disabled={shown.every((file) => chosen.has(file.path))}
          >
            Select all
          </Button>
          <Button variant="secondary" onClick={() => onSelectionChange([])} disabled={selected.length === 0}>
            Clear
          </Button>
          <Button onClick={onAddTags}>Add tags</Button>
        </Bar>
      )}

      {files.length === 0 ? (
        <EmptyState>This folder has no videos yet.</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>No video here has the tag “{tagFilter}”.</EmptyState>
      ) : (
        <List aria-label={`Videos in ${heading}`}>
          {shown.map((file, index) => {
            const current = mode === 'play' && file.path === playingPath;
            const inputId = `video-file-${index}`;
            return (
              <Row key={file.path} $current={current}>
                {mode === 'select' ? (
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={chosen.has(file.path)}
                    onChange={(event) => toggle(file.path, event)}
                  />
                ) : (
                  <span />
                )}
                {file.posterSrc ? (
                  <img src={file.posterSrc} alt="" width={128} height={72} loading="lazy" />
                ) : (
                  <span className="no-poster" />
                )}
                <Name>
                  {mode === 'select' ? (
                    <label htmlFor={inputId}>{file.title}</label>
                  ) : (
                    <AppLink href={file.href} aria-current={current ? 'true' : undefined}>
                      {file.title}
                    </AppLink>
                  )}
                  {file.tags.length > 0 && (
                    <TagList aria-label={`Tags of ${file.title}`}>
                      {file.tags.map((tag) => (
                        <li key={tag}>
                          <Tag>{tag}</Tag>
                        </li>
                      ))}
                    </TagList>
                  )}
                </Name>
              </Row>
            );
          })}
        </List>
      )}
    </section>
  );
}

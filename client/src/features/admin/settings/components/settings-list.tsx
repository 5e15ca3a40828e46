import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryState } from "../../components/query-state";
import { SettingsCard } from "./settings-card";

/**
 * A settings card that lists accounts (the administrators, the invitations waiting): the button
 * that adds one beside the title, then the list, with what it shows while it loads, when it failed
 * and when it is empty. `children` draws one row's content; `dialogs`, what the buttons open.
 */
export function SettingsList<T, Item extends { id: string }>({
  id,
  title,
  intro,
  addLabel,
  onAdd,
  query,
  items,
  empty,
  children,
  dialogs,
}: {
  id: string;
  title: string;
  intro: string;
  addLabel: string;
  onAdd: () => void;
  query: UseQueryResult<T>;
  items: (data: T) => Item[];
  empty: string;
  children: (item: Item) => ReactNode;
  dialogs: ReactNode;
}) {
  return (
    <SettingsCard
      id={id}
      title={title}
      intro={intro}
      action={
        <button type="button" className="btn btn-primary w-full sm:w-auto" onClick={onAdd}>
          {addLabel}
        </button>
      }
    >
      <QueryState query={query} isEmpty={(data) => items(data).length === 0} empty={empty}>
        {(data) => (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {items(data).map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                {children(item)}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {dialogs}
    </SettingsCard>
  );
}

/** A row's account: its name (and what follows it), then a line about it. */
export function SettingsListName({ name, detail }: { name: ReactNode; detail: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold break-all text-slate-900">{name}</p>
      <p className="text-sm text-slate-700">{detail}</p>
    </div>
  );
}

/** A row's button, its name saying which account it acts on ('Remove admin2'). */
export function SettingsListAction({ label, name, disabled, onClick }: { label: string; name: string; disabled?: boolean; onClick: () => void }) {
  return (
    <button type="button" className="btn btn-outline" aria-label={name} disabled={disabled} onClick={onClick}>
      {label}
    </button>
  );
}

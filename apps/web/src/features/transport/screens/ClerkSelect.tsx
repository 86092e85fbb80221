import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { FieldSelectProps } from '../../../crud/services.tsx';
import { taskClerks } from '../api.ts';

/**
 * The assigned clerk of a task order: the staff of the working company (the task order's own call, so
 * choosing one needs no user-administration permission).
 */
export function ClerkSelect({ value, onChange, ...rest }: FieldSelectProps) {
  const clerks = useQuery({
    queryKey: ['task-clerks'],
    queryFn: taskClerks,
    staleTime: 60_000,
    retry: false,
  });
  const options = (clerks.data?.content ?? []).map((c) => ({
    value: c.id,
    label: `${c.name} (${c.username})`,
  }));
  return (
    <Select
      {...rest}
      showSearch
      allowClear
      optionFilterProp="label"
      loading={clerks.isFetching}
      value={value === null || value === undefined ? undefined : Number(value)}
      options={options}
      onChange={(next: number | undefined) => onChange?.(next)}
    />
  );
}

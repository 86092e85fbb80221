/** The `health` namespace in Chinese (系统运行): the reference every other language must match. */
export const zh = {
  refresh: '刷新',
  retry: '重试',
  total: '共 {{n}} 条',
  jobs: {
    title: '后台任务',
    status: '状态',
    allStatuses: '全部状态',
    since: '起始日期',
    sinceHint: '该日及以后完成的任务（未完成的按创建时间）',
    clear: '清除筛选',
    id: '编号',
    type: '类型',
    attempts: '尝试次数',
    error: '错误信息',
    created: '创建时间',
    started: '开始时间',
    finished: '完成时间',
    statusName: {
      queued: '排队中',
      running: '运行中',
      done: '已完成',
      failed: '失败',
    },
    empty: '暂无后台任务',
    emptyFiltered: '没有符合条件的后台任务',
    failed: '后台任务加载失败',
  },
  inbox: {
    title: '回执收件箱（已搁置的回执）',
    hint: '收件箱无法处理、已移入 failed/ 目录的回执文件',
    channel: '通道目录',
    name: '文件名',
    size: '大小',
    setAsideAt: '搁置时间',
    reason: '原因',
    noReason: '未记录原因',
    empty: '没有被搁置的回执文件',
    failed: '回执收件箱加载失败',
  },
};

export type HealthMessages = typeof zh;

/*
 * Host test harness of the OS generator: linked with a generated Os_Cfg.c and the stub bodies of
 * its tasks, ISRs, callbacks and hooks, it prints the configuration tables as one JSON object,
 * which the tests compare with the configuration the files were generated from.
 *
 * Build: cc -std=c99 -I<generated folder> harness.c Os_Cfg.c stubs.c
 */
#include <stdio.h>

#include "Os.h"

static void print_string(const char *h_text) {
  const char *h_p;
  putchar('"');
  for (h_p = h_text; h_p != NULL && *h_p != '\0'; ++h_p) {
    if (*h_p == '"' || *h_p == '\\') putchar('\\');
    putchar(*h_p);
  }
  putchar('"');
}

static void print_tick(TickType h_value) { printf("%llu", (unsigned long long)h_value); }

static void print_mask(EventMaskType h_value) { printf("\"0x%llX\"", (unsigned long long)h_value); }

static void print_bool(boolean h_value) { printf("%s", h_value ? "true" : "false"); }

static void print_app_modes(Os_AppModeMaskType h_mask) {
  uint32_t h_mode;
  int h_first = 1;
  putchar('[');
  for (h_mode = 0U; h_mode < OS_NUMBER_OF_APPMODES && h_mode < 32U; ++h_mode) {
    if ((h_mask & ((Os_AppModeMaskType)1U << h_mode)) != 0U) {
      if (!h_first) putchar(',');
      print_string(Os_AppModeConfig[h_mode].name);
      h_first = 0;
    }
  }
  putchar(']');
}

static void print_task_name(TaskType h_task) {
#if OS_NUMBER_OF_TASKS > 0
  if (h_task < OS_NUMBER_OF_TASKS) {
    print_string(Os_TaskConfig[h_task].name);
    return;
  }
#endif
  (void)h_task;
  printf("null");
}

static void print_counter_name(CounterType h_counter) {
#if OS_NUMBER_OF_COUNTERS > 0
  if (h_counter < OS_NUMBER_OF_COUNTERS) {
    print_string(Os_CounterConfig[h_counter].name);
    return;
  }
#endif
  (void)h_counter;
  printf("null");
}

int main(void) {
  uint32_t h_i;
  uint32_t h_j = 0U;
  /* Used only when the configuration has the objects they print. */
  (void)h_j;
  (void)print_tick;
  (void)print_mask;
  (void)print_bool;
  (void)print_app_modes;
  (void)print_task_name;
  (void)print_counter_name;
  printf("{\"cores\":%u", (unsigned)OS_NUMBER_OF_CORES);
  printf(",\"status\":\"%s\"", OS_STATUS_EXTENDED ? "EXTENDED" : "STANDARD");
  printf(",\"hooks\":{\"startup\":%d,\"shutdown\":%d,\"error\":%d,\"preTask\":%d,\"postTask\":%d}",
         Os_HookConfig.startupHook != NULL, Os_HookConfig.shutdownHook != NULL, Os_HookConfig.errorHook != NULL,
         Os_HookConfig.preTaskHook != NULL, Os_HookConfig.postTaskHook != NULL);

  printf(",\"appModes\":[");
  for (h_i = 0U; h_i < OS_NUMBER_OF_APPMODES; ++h_i) {
    if (h_i > 0U) putchar(',');
    print_string(Os_AppModeConfig[h_i].name);
  }
  printf("]");

  printf(",\"tasks\":[");
#if OS_NUMBER_OF_TASKS > 0
  for (h_i = 0U; h_i < OS_NUMBER_OF_TASKS; ++h_i) {
    const Os_TaskConfigType *h_task = &Os_TaskConfig[h_i];
    if (h_i > 0U) putchar(',');
    printf("{\"name\":");
    print_string(h_task->name);
    printf(",\"priority\":%lu,\"runPriority\":%lu,\"resourceCeiling\":%lu,\"activation\":%u,\"preemptable\":",
           (unsigned long)h_task->priority, (unsigned long)h_task->runPriority, (unsigned long)h_task->resourceCeiling,
           (unsigned)h_task->activationLimit);
    print_bool(h_task->preemptable);
    printf(",\"extended\":");
    print_bool(h_task->extended);
    printf(",\"stackSize\":%lu,\"eventMask\":", (unsigned long)h_task->stackSize);
    print_mask(h_task->eventMask);
    printf(",\"autostart\":");
    print_app_modes(h_task->autostartModes);
    printf(",\"core\":%u,\"entry\":%d}", (unsigned)h_task->core, h_task->entry != NULL);
  }
#endif
  printf("]");

  printf(",\"isrs\":[");
#if OS_NUMBER_OF_ISRS > 0
  for (h_i = 0U; h_i < OS_NUMBER_OF_ISRS; ++h_i) {
    const Os_IsrConfigType *h_isr = &Os_IsrConfig[h_i];
    if (h_i > 0U) putchar(',');
    printf("{\"name\":");
    print_string(h_isr->name);
    printf(",\"category\":%u,\"priority\":%lu,\"core\":%u}", (unsigned)h_isr->category, (unsigned long)h_isr->priority,
           (unsigned)h_isr->core);
  }
#endif
  printf("]");

  printf(",\"resources\":[");
#if OS_NUMBER_OF_RESOURCES > 0
  for (h_i = 0U; h_i < OS_NUMBER_OF_RESOURCES; ++h_i) {
    const Os_ResourceConfigType *h_resource = &Os_ResourceConfig[h_i];
    if (h_i > 0U) putchar(',');
    printf("{\"name\":");
    print_string(h_resource->name);
    printf(",\"property\":%u,\"ceiling\":%lu,\"isrCeiling\":%lu,\"linked\":", (unsigned)h_resource->property,
           (unsigned long)h_resource->ceilingPriority, (unsigned long)h_resource->ceilingIsrPriority);
    print_string(Os_ResourceConfig[h_resource->linkedResource].name);
    printf("}");
  }
#endif
  printf("]");

  printf(",\"counters\":[");
#if OS_NUMBER_OF_COUNTERS > 0
  for (h_i = 0U; h_i < OS_NUMBER_OF_COUNTERS; ++h_i) {
    const Os_CounterConfigType *h_counter = &Os_CounterConfig[h_i];
    if (h_i > 0U) putchar(',');
    printf("{\"name\":");
    print_string(h_counter->name);
    printf(",\"maxAllowedValue\":");
    print_tick(h_counter->base.maxallowedvalue);
    printf(",\"ticksPerBase\":");
    print_tick(h_counter->base.ticksperbase);
    printf(",\"minCycle\":");
    print_tick(h_counter->base.mincycle);
    printf(",\"hardware\":%d}", h_counter->counterType == OS_COUNTER_HARDWARE);
  }
#endif
  printf("]");

  printf(",\"alarms\":[");
#if OS_NUMBER_OF_ALARMS > 0
  for (h_i = 0U; h_i < OS_NUMBER_OF_ALARMS; ++h_i) {
    static const char *const h_actions[] = {"ACTIVATETASK", "SETEVENT", "ALARMCALLBACK", "INCREMENTCOUNTER"};
    const Os_AlarmConfigType *h_alarm = &Os_AlarmConfig[h_i];
    if (h_i > 0U) putchar(',');
    printf("{\"name\":");
    print_string(h_alarm->name);
    printf(",\"counter\":");
    print_counter_name(h_alarm->counter);
    printf(",\"action\":\"%s\",\"task\":", h_alarm->actionKind < 4U ? h_actions[h_alarm->actionKind] : "?");
    print_task_name(h_alarm->task);
    printf(",\"event\":");
    print_mask(h_alarm->event);
    printf(",\"callback\":%d,\"incrementCounter\":", h_alarm->callback != NULL);
    print_counter_name(h_alarm->incrementCounter);
    printf(",\"autostart\":");
    print_bool(h_alarm->autostart);
    printf(",\"alarmTime\":");
    print_tick(h_alarm->alarmTime);
    printf(",\"cycleTime\":");
    print_tick(h_alarm->cycleTime);
    printf(",\"appModes\":");
    print_app_modes(h_alarm->autostartModes);
    printf("}");
  }
#endif
  printf("]");

  printf(",\"scheduleTables\":[");
#if OS_NUMBER_OF_SCHEDULETABLES > 0
  for (h_i = 0U; h_i < OS_NUMBER_OF_SCHEDULETABLES; ++h_i) {
    const Os_ScheduleTableConfigType *h_table = &Os_ScheduleTableConfig[h_i];
    if (h_i > 0U) putchar(',');
    printf("{\"name\":");
    print_string(h_table->name);
    printf(",\"counter\":");
    print_counter_name(h_table->counter);
    printf(",\"duration\":");
    print_tick(h_table->duration);
    printf(",\"repeating\":");
    print_bool(h_table->repeating);
    printf(",\"autostart\":%u,\"expiryPoints\":[", (unsigned)h_table->autostartType);
    for (h_j = 0U; h_j < h_table->expiryPointCount; ++h_j) {
      const Os_ExpiryPointConfigType *h_point = &h_table->expiryPoints[h_j];
      uint32_t h_k;
      if (h_j > 0U) putchar(',');
      printf("{\"offset\":");
      print_tick(h_point->offset);
      printf(",\"tasks\":[");
      for (h_k = 0U; h_k < h_point->taskCount; ++h_k) {
        if (h_k > 0U) putchar(',');
        print_task_name(h_point->tasks[h_k]);
      }
      printf("],\"events\":[");
      for (h_k = 0U; h_k < h_point->eventCount; ++h_k) {
        if (h_k > 0U) putchar(',');
        printf("{\"task\":");
        print_task_name(h_point->events[h_k].task);
        printf(",\"mask\":");
        print_mask(h_point->events[h_k].mask);
        printf("}");
      }
      printf("]}");
    }
    printf("]}");
  }
#endif
  printf("]");

  printf(",\"applications\":[");
#if OS_NUMBER_OF_APPLICATIONS > 0
  for (h_i = 0U; h_i < OS_NUMBER_OF_APPLICATIONS; ++h_i) {
    const Os_ApplicationConfigType *h_application = &Os_ApplicationConfig[h_i];
    if (h_i > 0U) putchar(',');
    printf("{\"name\":");
    print_string(h_application->name);
    printf(",\"trusted\":");
    print_bool(h_application->trusted);
    printf(",\"core\":%u}", (unsigned)h_application->core);
  }
#endif
  printf("]");

  printf(",\"coreTasks\":[");
  for (h_i = 0U; h_i < OS_NUMBER_OF_CORES; ++h_i) {
    if (h_i > 0U) putchar(',');
    printf("%u", (unsigned)Os_CoreConfig[h_i].taskCount);
  }
  printf("]}\n");
  return 0;
}

// Run a `cassowary-workload/1` file with kiwi's C++ solver (header-only, from the kiwisolver
// source distribution) and print a `cassowary-result/1` document like `trellis solve` does.
//
// Usage: kiwi_driver FILE|- [--repeat N]
//
// Priority mapping: required (1000) -> kiwi::strength::required; optional priority p ->
// kiwi::strength::create(0, 0, p), a float weight of p (edit variables likewise).
// Phases, timed with steady_clock on a fresh solver each repetition (parsing excluded):
//   build_solve  create the solver and the variables, build and add every constraint in order,
//                update and read back every variable;
//   drag         add the edit variables, then per step suggest each value, update the
//                variables and read the observed ones.
#include <kiwi/kiwi.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

using json = nlohmann::ordered_json;

namespace {

constexpr int kRequired = 1000;

struct Con {
    std::vector<std::pair<double, int>> terms;  // (coefficient, variable index)
    double constant = 0;
    kiwi::RelationalOperator op = kiwi::OP_EQ;
    int priority = kRequired;
};

struct Edit {
    int var;
    int priority;
};

struct Workload {
    std::string name;
    std::vector<std::string> variables;
    std::vector<Con> constraints;
    std::vector<Edit> edits;
    bool has_drag = false;
    std::vector<int> drag_vars;
    std::vector<std::vector<double>> steps;
    std::vector<int> observe;
};

[[noreturn]] void fail(const std::string& msg) {
    std::cerr << "kiwi_driver: " << msg << "\n";
    std::exit(1);
}

int lookup(const std::unordered_map<std::string, int>& index, const std::string& name,
           const std::string& where) {
    auto it = index.find(name);
    if (it == index.end()) fail(where + ": unknown variable '" + name + "'");
    return it->second;
}

kiwi::RelationalOperator parse_op(const std::string& op, const std::string& where) {
    if (op == "==") return kiwi::OP_EQ;
    if (op == "<=") return kiwi::OP_LE;
    if (op == ">=") return kiwi::OP_GE;
    fail(where + ": bad op '" + op + "'");
}

Workload parse(const json& doc) {
    Workload w;
    w.name = doc.value("name", "");
    std::unordered_map<std::string, int> index;
    for (const auto& v : doc.at("variables")) {
        index.emplace(v.get<std::string>(), static_cast<int>(w.variables.size()));
        w.variables.push_back(v.get<std::string>());
    }
    const auto& cons = doc.at("constraints");
    for (size_t i = 0; i < cons.size(); ++i) {
        const std::string where = "constraint " + std::to_string(i);
        const auto& c = cons[i];
        Con con;
        for (const auto& t : c.at("terms"))
            con.terms.emplace_back(t.at(0).get<double>(),
                                   lookup(index, t.at(1).get<std::string>(), where));
        con.constant = c.at("constant").get<double>();
        con.op = parse_op(c.at("op").get<std::string>(), where);
        con.priority = c.at("priority").get<int>();
        w.constraints.push_back(std::move(con));
    }
    if (doc.contains("edits"))
        for (const auto& e : doc.at("edits"))
            w.edits.push_back({lookup(index, e.at("var").get<std::string>(), "edits"),
                               e.at("priority").get<int>()});
    if (doc.contains("drag") && !doc.at("drag").is_null()) {
        const auto& d = doc.at("drag");
        w.has_drag = true;
        for (const auto& v : d.at("vars"))
            w.drag_vars.push_back(lookup(index, v.get<std::string>(), "drag.vars"));
        for (const auto& s : d.at("steps")) w.steps.push_back(s.get<std::vector<double>>());
        for (const auto& v : d.at("observe"))
            w.observe.push_back(lookup(index, v.get<std::string>(), "drag.observe"));
    }
    return w;
}

double strength_for(int priority) {
    if (priority >= kRequired) return kiwi::strength::required;
    return kiwi::strength::create(0, 0, priority);
}

struct Run {
    std::vector<double> values;
    std::vector<int> unsat;
    std::vector<double> checksum, final_values;
    double build_s = 0, drag_s = 0;
};

using Clock = std::chrono::steady_clock;

double seconds(Clock::time_point a, Clock::time_point b) {
    return std::chrono::duration<double>(b - a).count();
}

Run run_once(const Workload& w) {
    Run r;
    auto t0 = Clock::now();
    auto solver = std::make_unique<kiwi::Solver>();
    std::vector<kiwi::Variable> vars;
    vars.reserve(w.variables.size());
    for (const auto& name : w.variables) vars.emplace_back(name);
    for (size_t i = 0; i < w.constraints.size(); ++i) {
        const Con& c = w.constraints[i];
        std::vector<kiwi::Term> terms;
        terms.reserve(c.terms.size());
        for (const auto& [coef, v] : c.terms) terms.emplace_back(vars[v], coef);
        kiwi::Constraint cn(kiwi::Expression(std::move(terms), c.constant), c.op,
                            strength_for(c.priority));
        try {
            solver->addConstraint(cn);
        } catch (const kiwi::UnsatisfiableConstraint&) {
            r.unsat.push_back(static_cast<int>(i));
        }
    }
    solver->updateVariables();
    r.values.reserve(vars.size());
    for (const auto& v : vars) r.values.push_back(v.value() + 0.0);  // + 0.0: no -0.0
    auto t1 = Clock::now();
    r.build_s = seconds(t0, t1);

    if (w.has_drag) {
        auto t2 = Clock::now();
        for (const auto& e : w.edits) solver->addEditVariable(vars[e.var], strength_for(e.priority));
        r.checksum.assign(w.observe.size(), 0.0);
        for (const auto& step : w.steps) {
            for (size_t k = 0; k < w.drag_vars.size() && k < step.size(); ++k)
                solver->suggestValue(vars[w.drag_vars[k]], step[k]);
            solver->updateVariables();
            for (size_t k = 0; k < w.observe.size(); ++k) r.checksum[k] += vars[w.observe[k]].value();
        }
        for (int o : w.observe) r.final_values.push_back(vars[o].value() + 0.0);
        r.drag_s = seconds(t2, Clock::now());
    }
    return r;  // the solver is destroyed here, outside the timed regions
}

json summary(std::vector<double> xs) {
    std::sort(xs.begin(), xs.end());
    size_t n = xs.size();
    double median = n % 2 ? xs[n / 2] : (xs[n / 2 - 1] + xs[n / 2]) / 2;
    json j;
    j["median"] = median;
    j["min"] = xs.front();
    j["max"] = xs.back();
    return j;
}

}  // namespace

int main(int argc, char** argv) {
    std::string file;
    int repeat = 1;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--repeat" && i + 1 < argc) {
            repeat = std::atoi(argv[++i]);
        } else if (a.rfind("--repeat=", 0) == 0) {
            repeat = std::atoi(a.c_str() + 9);
        } else if (file.empty()) {
            file = a;
        } else {
            fail("usage: kiwi_driver FILE|- [--repeat N]");
        }
    }
    if (file.empty() || repeat < 1) fail("usage: kiwi_driver FILE|- [--repeat N]");

    json doc;
    try {
        if (file == "-") {
            doc = json::parse(std::cin);
        } else {
            std::ifstream in(file);
            if (!in) fail("cannot open " + file);
            doc = json::parse(in);
        }
    } catch (const json::exception& e) {
        fail(std::string("malformed JSON: ") + e.what());
    }
    Workload w;
    try {
        w = parse(doc);
    } catch (const json::exception& e) {
        fail(std::string("malformed workload: ") + e.what());
    }

    std::vector<double> build_times, drag_times;
    Run first;
    for (int i = 0; i < repeat; ++i) {
        Run r = run_once(w);
        build_times.push_back(r.build_s);
        if (w.has_drag) drag_times.push_back(r.drag_s);
        if (i == 0) first = std::move(r);
    }

    json out;
    out["format"] = "cassowary-result/1";
    out["name"] = w.name;
    json values = json::object();
    for (size_t i = 0; i < w.variables.size(); ++i) values[w.variables[i]] = first.values[i];
    out["values"] = values;
    out["unsatisfiable"] = first.unsat;
    if (w.has_drag) {
        json checksum = json::object(), fin = json::object();
        for (size_t k = 0; k < w.observe.size(); ++k) {
            checksum[w.variables[w.observe[k]]] = first.checksum[k];
            fin[w.variables[w.observe[k]]] = first.final_values[k];
        }
        out["drag"] = {{"checksum", checksum}, {"final", fin}};
    }
    json timings;
    timings["build_solve"] = summary(build_times);
    if (w.has_drag) timings["drag"] = summary(drag_times);
    out["timings_s"] = timings;
    out["repeat"] = repeat;
    std::cout << out.dump() << "\n";
    return 0;
}

// A minimal SVG writer for the book's figures: rectangles, text and lines, nothing
// more. Figures are drawn by programs at build time so that they always match the code.
#pragma once

#include <cctype>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

namespace figures {

/// Collects SVG elements and writes them, with a header sized to the drawing, to a
/// file.
class Svg {
public:
    /// A drawing of @p width × @p height user units.
    Svg(double width, double height) : width_(width), height_(height) {}

    /// A filled rectangle with an optional stroke.
    void rect(double x, double y, double w, double h, const std::string& fill,
              const std::string& stroke = "none", double stroke_width = 1) {
        body_ << "<rect x=\"" << x << "\" y=\"" << y << "\" width=\"" << w
              << "\" height=\"" << h << "\" fill=\"" << fill << "\" stroke=\"" << stroke
              << "\" stroke-width=\"" << stroke_width << "\"/>\n";
    }

    /// Text anchored at (x, y); @p anchor is start, middle or end.
    void text(double x, double y, const std::string& content, double size = 14,
              const std::string& anchor = "middle", const std::string& fill = "#222",
              const std::string& weight = "normal") {
        body_ << "<text x=\"" << x << "\" y=\"" << y << "\" font-size=\"" << size
              << "\" text-anchor=\"" << anchor << "\" fill=\"" << fill
              << "\" font-weight=\"" << weight << "\">" << escape(content)
              << "</text>\n";
    }

    /// A straight line.
    void line(double x1, double y1, double x2, double y2, const std::string& stroke,
              double width = 1) {
        body_ << "<line x1=\"" << x1 << "\" y1=\"" << y1 << "\" x2=\"" << x2
              << "\" y2=\"" << y2 << "\" stroke=\"" << stroke << "\" stroke-width=\""
              << width << "\"/>\n";
    }

    /// A path (SVG path data @p d), with arrowheads at its end, or at both ends, when
    /// asked; @p dash is an SVG dash pattern ("" for a solid line).
    void path(const std::string& d, const std::string& stroke, double width = 1,
              const std::string& dash = "", bool arrow_end = false,
              bool arrow_start = false) {
        body_ << "<path d=\"" << d << "\" fill=\"none\" stroke=\"" << stroke
              << "\" stroke-width=\"" << width << '"';
        if (!dash.empty()) body_ << " stroke-dasharray=\"" << dash << '"';
        if (arrow_end) body_ << " marker-end=\"url(#" << arrow(stroke) << ")\"";
        if (arrow_start) body_ << " marker-start=\"url(#" << arrow(stroke) << ")\"";
        body_ << "/>\n";
    }

    /// A rectangle with rounded corners and an optional dash pattern for its outline.
    void box(double x, double y, double w, double h, const std::string& fill,
             const std::string& stroke, double stroke_width = 1,
             const std::string& dash = "", double radius = 5) {
        body_ << "<rect x=\"" << x << "\" y=\"" << y << "\" width=\"" << w
              << "\" height=\"" << h << "\" rx=\"" << radius << "\" fill=\"" << fill
              << "\" stroke=\"" << stroke << "\" stroke-width=\"" << stroke_width
              << '"';
        if (!dash.empty()) body_ << " stroke-dasharray=\"" << dash << '"';
        body_ << "/>\n";
    }

    /// Writes the drawing to @p path; throws if the file cannot be written.
    void save(const std::string& path) const {
        std::ofstream out(path);
        out << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width_
            << "\" height=\"" << height_ << "\" viewBox=\"0 0 " << width_ << ' '
            << height_
            << "\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n"
            << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
        if (!markers_.str().empty()) out << "<defs>\n" << markers_.str() << "</defs>\n";
        out << body_.str() << "</svg>\n";
        if (!out) throw std::runtime_error("cannot write " + path);
    }

private:
    // The id of an arrowhead marker in colour @p colour, defined on first use. It
    // points along the path at its end and, reversed, at its start.
    std::string arrow(const std::string& colour) {
        std::string id = "arrow";
        for (char c : colour)
            if (std::isalnum(static_cast<unsigned char>(c))) id += c;
        if (arrows_.find(id) == std::string::npos) {
            arrows_ += id + ' ';
            markers_ << "<marker id=\"" << id
                     << "\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" "
                        "markerWidth=\"7\" markerHeight=\"7\" "
                        "orient=\"auto-start-reverse\"><path d=\"M0,1 L9,5 L0,9 z\" "
                        "fill=\""
                     << colour << "\"/></marker>\n";
        }
        return id;
    }

    static std::string escape(const std::string& s) {
        std::string r;
        for (char c : s) {
            if (c == '<')
                r += "&lt;";
            else if (c == '>')
                r += "&gt;";
            else if (c == '&')
                r += "&amp;";
            else
                r += c;
        }
        return r;
    }

    double width_, height_;
    std::ostringstream body_;
    std::ostringstream markers_;
    std::string arrows_;  // the ids of the markers defined so far
};

}  // namespace figures
